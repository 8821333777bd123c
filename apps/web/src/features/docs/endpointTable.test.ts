import * as explorer from '@outpoint/explorer-client'
import { actionRoutes } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { endpointRows, groupOf, groups, requestPath } from './endpointTable'

const rows = endpointRows(explorer, actionRoutes)

describe('endpointRows', () => {
  it('lists every route the client calls, once, each in a group', () => {
    const all = Object.values(explorer).flatMap((value) => actionRoutes(value))
    const keys = rows.map((row) => `${row.method} ${row.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(new Set(keys)).toEqual(new Set(all.map((route) => `${route.method} ${route.path}`)))
    for (const route of all) expect(groupOf(route), route.path).toBeDefined()
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(groups))
  })

  it('describes a route from its action', () => {
    expect(rows.find((row) => row.path === 'blocks/tip/height')).toMatchObject({
      action: 'getBlockTipHeight',
      method: 'GET',
      group: 'Blocks',
      answers: 'Block tip height (text)',
      networks: 'All',
      params: [],
    })
    expect(rows.find((row) => row.path === 'tx/:txid/outspend/:vout')?.params).toEqual([
      { name: 'txid', optional: false },
      { name: 'vout', optional: false },
    ])
    expect(rows.find((row) => row.path === 'v1/lightning/search')).toMatchObject({
      group: 'Lightning',
      query: ['searchText'],
      networks: 'Bitcoin networks',
    })
    expect(rows.find((row) => row.path === 'asset/:assetId')?.group).toBe('Liquid')
    expect(rows.find((row) => row.path === 'tx')?.method).toBe('POST')
  })

  it('keeps the first action of a route that two actions call', () => {
    const both = { first: explorer.getBlock, second: explorer.getBlock }
    expect(endpointRows(both, actionRoutes).map((row) => row.action)).toEqual(['first'])
  })
})

describe('requestPath', () => {
  it('fills the path, leaves out an empty optional segment and adds the query', () => {
    const row = { path: 'v1/blocks/:startHeight?', query: [] }
    expect(requestPath(row, { startHeight: '800' })).toEqual({ path: 'v1/blocks/800' })
    expect(requestPath(row, {})).toEqual({ path: 'v1/blocks' })
    expect(
      requestPath({ path: 'v1/lightning/search', query: ['searchText'] }, { searchText: 'a b' }),
    ).toEqual({
      path: 'v1/lightning/search?searchText=a+b',
    })
    expect(
      requestPath({ path: 'v1/transaction-times', query: ['txId[]'] }, { 'txId[]': 'aa, bb' }),
    ).toEqual({ path: 'v1/transaction-times?txId%5B%5D=aa&txId%5B%5D=bb' })
  })

  it('names a missing parameter and encodes what it sends', () => {
    expect(requestPath({ path: 'tx/:txid/outspend/:vout', query: [] }, { txid: 'ab' })).toEqual({
      missing: 'vout',
    })
    expect(
      requestPath({ path: 'v1/lightning/nodes/search/:query', query: [] }, { query: '../x' }),
    ).toEqual({
      path: 'v1/lightning/nodes/search/..%2Fx',
    })
  })
})
