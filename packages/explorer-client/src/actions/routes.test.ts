import { describe, expect, it } from 'vitest'
import * as explorer from '../index.js'
import { actionRoutes } from './endpoint.js'

describe('actionRoutes', () => {
  it('gives the route an endpoint declared', () => {
    expect(actionRoutes(explorer.getBlock)).toEqual([
      { method: 'GET', path: 'v1/block/:hash', query: [], as: 'json' },
    ])
    expect(actionRoutes(explorer.getBlockTipHeight)).toEqual([
      { method: 'GET', path: 'blocks/tip/height', query: [], as: 'number' },
    ])
  })

  it('keeps the chain, the query names and POST', () => {
    const [ln] = actionRoutes(explorer.searchLightning)
    expect(ln?.chain).toBe('bitcoin')
    expect(ln?.query.length).toBeGreaterThan(0)
    expect(actionRoutes(explorer.testTransactions)[0]?.method).toBe('POST')
    expect(actionRoutes(explorer.broadcastTransaction)).toEqual([
      { method: 'POST', path: 'tx', query: [], as: 'text' },
    ])
  })

  it('gives both routes of an action that picks one, and one for a per-chain action', () => {
    expect(actionRoutes(explorer.getAssetSupply).map((r) => r.path)).toEqual([
      'asset/:assetId/supply',
      'asset/:assetId/supply/decimal',
    ])
    expect(actionRoutes(explorer.getTransaction)).toEqual([
      { method: 'GET', path: 'tx/:txid', query: [], as: 'json' },
    ])
  })

  it('gives nothing for what is not an action', () => {
    expect(actionRoutes(explorer.decodeAddress)).toEqual([])
    expect(actionRoutes(42)).toEqual([])
  })
})
