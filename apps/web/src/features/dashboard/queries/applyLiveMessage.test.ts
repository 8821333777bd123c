import { createExplorerClient, type ExplorerClient } from '@outpoint/explorer-client'
import type { ServerMessage } from '@outpoint/explorer-client/live'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { initFrame } from '../test/fixtures'
import { applyLiveMessage } from './applyLiveMessage'
import { type DashboardItem, dashboardKey } from './keys'

const client: ExplorerClient = createExplorerClient({ host: 'simnet.test', network: 'main' })
const other: ExplorerClient = createExplorerClient({ host: 'simnet.test', network: 'testnet4' })

function setup() {
  const queryClient = new QueryClient()
  const apply = (message: ServerMessage, to = client) => applyLiveMessage(queryClient, to, message)
  const get = (item: DashboardItem, from = client) =>
    queryClient.getQueryData(dashboardKey(from, item))
  return { apply, get }
}

describe('live messages into the query cache', () => {
  it('stores every dashboard item of mempool.space init answer', () => {
    const { apply, get } = setup()
    const init = initFrame()
    apply({ key: 'blocks', data: init.blocks })
    apply({ key: 'mempool-blocks', data: init['mempool-blocks'] })
    apply({ key: 'mempoolInfo', data: init.mempoolInfo })
    apply({ key: 'vBytesPerSecond', data: init.vBytesPerSecond })
    apply({ key: 'fees', data: init.fees })
    apply({ key: 'da', data: init.da })
    apply({ key: 'transactions', data: init.transactions })
    apply({ key: 'rbfSummary', data: init.rbfSummary })
    expect((get('blocks') as { height: number }[]).map((b) => b.height)[0]).toBe(837050)
    expect(get('mempoolBlocks')).toHaveLength(8)
    expect(get('mempoolInfo')).toEqual(init.mempoolInfo)
    expect(get('vBytesPerSecond')).toBe(2364)
    expect(get('fees')).toEqual(init.fees)
    expect(get('da')).toEqual(init.da)
    expect(get('transactions')).toHaveLength(6)
    expect(get('replacements')).toHaveLength(6)
  })

  it('keeps each network apart', () => {
    const { apply, get } = setup()
    apply({ key: 'vBytesPerSecond', data: 5 }, other)
    expect(get('vBytesPerSecond')).toBeUndefined()
    expect(get('vBytesPerSecond', other)).toBe(5)
  })

  it('adds a mined block in front of the list', () => {
    const { apply, get } = setup()
    const { blocks } = initFrame()
    apply({ key: 'blocks', data: blocks })
    const tip = blocks.at(-1)
    if (!tip) throw new Error('no blocks in the fixture')
    apply({ key: 'block', data: { ...tip, id: 'next', height: 837051 } })
    const list = get('blocks') as { id: string; height: number }[]
    expect(list.map((b) => b.height).slice(0, 2)).toEqual([837051, 837050])
    expect(list).toHaveLength(8)
  })

  it('appends live-2h-chart rows to the statistics history', () => {
    const { apply, get } = setup()
    const row = { added: 1000, vbytes_per_second: 1, mempool_byte_weight: 0, vsizes: [] }
    apply({ key: 'live-2h-chart', data: row })
    apply({ key: 'live-2h-chart', data: { ...row, added: 1060 } })
    expect((get('statistics') as { added: number }[]).map((r) => r.added)).toEqual([1000, 1060])
  })

  it('keeps at most six latest transactions', () => {
    const { apply, get } = setup()
    const tx = initFrame().transactions[0]
    apply({ key: 'transactions', data: [tx, tx, tx, tx, tx, tx, tx, tx] as never })
    expect(get('transactions')).toHaveLength(6)
    expect((get('transactions') as unknown[]).every((t) => t === tx)).toBe(true)
  })
})
