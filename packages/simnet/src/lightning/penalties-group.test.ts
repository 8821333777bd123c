import {
  type ExplorerClient,
  getLightningNode,
  getLightningNodeGroup,
  getPenaltyChannels,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor } from '../../test/client-helpers.js'
import { type RunningSimnet, startSimnet } from '../../test/start-simnet.js'
import { lightningGraph } from './graph.js'
import type { LightningGraph } from './types.js'

// Penalties and the node group read through the explorer client over real HTTP (its checks are the
// conformance to mempool's shapes), on short chains.

const short = { historyBlocks: 300, fullBlocks: 10 }
let running: RunningSimnet
let client: ExplorerClient<'main'>
let graph: LightningGraph

beforeAll(async () => {
  running = await startSimnet({ params: { main: short, testnet: short, regtest: short } })
  client = clientFor(running.host)
  graph = lightningGraph(await running.simnet.bitcoin('main'))
}, 120_000)

afterAll(() => running.close())

const raw = async (path: string) => {
  const response = await fetch(`http://${running.host}/api/v1/lightning/${path}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('penalties', () => {
  it('lists every penalty-closed channel, newest close first, as raw rows with both aliases', async () => {
    const rows = await getPenaltyChannels(client)
    const expected = graph.channels.filter((c) => c.closing?.reason === 3)
    expect(rows.length).toBe(expected.length)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.closing_reason === 3 && row.status === 2)).toBe(true)
    const dates = rows.map((row) => Date.parse(row.closing_date ?? ''))
    expect(dates.every((d, i) => i === 0 || d <= (dates[i - 1] ?? 0))).toBe(true)
    const first = rows[0]
    const channel = graph.byShortId.get(first?.short_id ?? '')
    expect(first?.node1_public_key).toBe(graph.nodes[channel?.node1 ?? -1]?.publicKey)
    expect(first?.alias_right).toBe(graph.nodes[channel?.node2 ?? -1]?.alias)
  })

  it('sends the columns as mysql2 reads them: no converted sides, 0/1 flags, ISO dates, outputs as text', async () => {
    const { body } = await raw('penalties')
    const row = (body as Record<string, unknown>[])[0] ?? {}
    expect(row).not.toHaveProperty('node_left')
    expect([0, 1]).toContain(row.node1_is_disabled)
    expect([0, 1]).toContain(row.single_funded)
    expect(row.closing_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/)
    expect(row.outputs).toBe('[]')
  })
})

describe('node group', () => {
  it("answers the operator's nodes for any name, each as /nodes/:public_key answers it", async () => {
    const group = await getLightningNodeGroup(client, { name: 'mempool.space' })
    expect(group.length).toBeGreaterThan(1)
    const other = await getLightningNodeGroup(client, { name: 'anything-else' })
    expect(other.map((n) => n.public_key)).toEqual(group.map((n) => n.public_key))
    const [first] = group
    if (!first) throw new Error('empty group')
    expect(await getLightningNode(client, { publicKey: first.public_key })).toEqual(first)
  })

  it('is a Lightning route: not found on a network without a graph', async () => {
    const response = await fetch(
      `http://${running.host}/regtest/api/v1/lightning/nodes/group/mempool.space`,
    )
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Lightning is not available')
  })
})
