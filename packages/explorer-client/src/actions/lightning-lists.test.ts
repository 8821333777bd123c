import { describe, expect, it } from 'vitest'
import { liquidClient, mainClient, serverPerTest } from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { ACINQ, FUNDING, node, PEER } from '../../test/lightning-samples.js'
import { HttpRequestError, InvalidParameterError, InvalidResponseError } from '../errors.js'
import type { PenaltyChannel } from '../wire/lightning.js'
import { getLightningNodeGroup, getPenaltyChannels } from './lightning-lists.js'

const serve = serverPerTest()
const LN = '/api/v1/lightning'

/** The problem an answer was refused for. */
async function problemOf(call: Promise<unknown>): Promise<string> {
  const error = await call.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(InvalidResponseError)
  return (error as InvalidResponseError).problem
}

/** A raw `channels` row as `$getPenaltyClosedChannels` sends it (columns the type leaves out included). */
const penaltyRow = {
  alias_left: 'ACINQ',
  alias_right: null,
  id: '844959409010393089',
  short_id: '768493x2108x1',
  capacity: 2_000_000,
  transaction_id: FUNDING,
  transaction_vout: 1,
  updated_at: '2023-01-02T10:00:00.000Z',
  created: '2022-12-20T08:00:00.000Z',
  status: 2,
  closing_transaction_id: 'aa'.repeat(32),
  closing_date: '2023-02-03T04:05:06.000Z',
  closing_reason: 3,
  node1_public_key: ACINQ,
  node1_base_fee_mtokens: 1000,
  node1_is_disabled: 0,
  node2_public_key: PEER,
  node2_is_disabled: null,
  closing_fee: 0,
  single_funded: 0,
  outputs: '[]',
}

describe('penalties and node groups', () => {
  it('getPenaltyChannels GETs /v1/lightning/penalties and keeps the raw row', async () => {
    const server = await serve({ [`GET ${LN}/penalties`]: json([penaltyRow]) })
    const [first] = await getPenaltyChannels(mainClient(server))
    const expected: PenaltyChannel = penaltyRow
    expect(first).toMatchObject(expected)
    expect(server.requests.map((r) => r.url)).toEqual([`${LN}/penalties`])
  })

  it('getPenaltyChannels names the field of a row in the converted shape (node_left, no node1_public_key)', async () => {
    const { node1_public_key: _, ...converted } = penaltyRow
    const server = await serve({ [`GET ${LN}/penalties`]: json([converted]) })
    expect(await problemOf(getPenaltyChannels(mainClient(server)))).toContain(
      '[0].node1_public_key',
    )
  })

  it('getPenaltyChannels passes a 404 of a service without the route on as an HTTP error', async () => {
    const server = await serve({ [`GET ${LN}/penalties`]: text('Not found', 404) })
    const error = await getPenaltyChannels(mainClient(server)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(404)
  })

  it('getLightningNodeGroup GETs /nodes/group/:name and reads each node as /nodes/:public_key', async () => {
    const server = await serve({
      [`GET ${LN}/nodes/group/mempool.space`]: json([node, { ...node, capacity: 0 }]),
    })
    const nodes = await getLightningNodeGroup(mainClient(server), { name: 'mempool.space' })
    expect(nodes).toHaveLength(2)
    expect(nodes[0]?.public_key).toBe(node.public_key)
    expect(typeof nodes[0]?.capacity).toBe('number')
    expect(server.requests.map((r) => r.url)).toEqual([`${LN}/nodes/group/mempool.space`])
  })

  it('getLightningNodeGroup refuses a name with a slash before any request, and a node without a key', async () => {
    const server = await serve({
      [`GET ${LN}/nodes/group/mempool.space`]: json([{ ...node, public_key: null }]),
    })
    await expect(
      getLightningNodeGroup(mainClient(server), { name: '../penalties' }),
    ).rejects.toThrow(InvalidParameterError)
    expect(server.requests).toHaveLength(0)
    expect(
      await problemOf(getLightningNodeGroup(mainClient(server), { name: 'mempool.space' })),
    ).toContain('[0].public_key')
  })

  it('both are Bitcoin-only: a Liquid client is refused', async () => {
    const server = await serve({})
    await expect(getPenaltyChannels(liquidClient(server) as never)).rejects.toThrow()
    expect(server.requests).toHaveLength(0)
  })
})
