import {
  type ExplorerClient,
  getChannel,
  getChannelsByTransactions,
  getChannelsGeo,
  getIspRanking,
  getLightningNode,
  getLightningNodeStatistics,
  getLightningStatistics,
  getLightningWorld,
  getNodeChannels,
  getNodeRanking,
  getNodesInCountry,
  getNodesPerCountry,
  getNodesPerIsp,
  getTransaction,
  NotFoundError,
  searchLightning,
  searchLightningChannels,
  searchLightningNodes,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, failure } from '../../test/client-helpers.js'
import { type RunningSimnet, startSimnet } from '../../test/start-simnet.js'
import { lightningGraph } from './graph.js'
import type { LightningGraph, LnChannel, LnNode } from './types.js'

// The Lightning routes read through the framework-free explorer client over real HTTP, on short chains
// (the graph's size does not depend on the chain's length).

const short = { historyBlocks: 300, fullBlocks: 10 }
let running: RunningSimnet
let client: ExplorerClient<'main'>
let graph: LightningGraph
let hub: LnNode

beforeAll(async () => {
  running = await startSimnet({
    params: { main: short, signet: short, testnet: short, regtest: short },
  })
  client = clientFor(running.host)
  graph = lightningGraph(await running.simnet.bitcoin('main'))
  hub = graph.nodes[0] as LnNode
}, 120_000)

afterAll(() => running.close())

/** A GET on the service without the client: for headers and for what the client refuses to send. */
async function get(path: string): Promise<{ status: number; body: unknown; total: string | null }> {
  const response = await fetch(`http://${running.host}/api/v1/lightning/${path}`)
  const text = await response.text()
  const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
  return { status: response.status, body, total: response.headers.get('x-total-count') }
}

const channelWhere = (test: (c: LnChannel) => boolean) => {
  const found = graph.channels.find(test)
  if (!found) throw new Error('no such channel')
  return found
}

describe('statistics', () => {
  it('latest: today as an ISO date, and the row seven days earlier', async () => {
    const { latest, previous } = await getLightningStatistics(client)
    if (!latest || !previous) throw new Error('no statistics row now or a week back')
    expect(latest.added).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/)
    expect(Date.parse(latest.added) - Date.parse(previous.added)).toBe(7 * 86_400_000)
    expect(latest.channel_count).toBe(graph.channels.filter((c) => c.status === 1).length)
    expect(latest.node_count).toBe(
      latest.tor_nodes +
        latest.clearnet_nodes +
        latest.clearnet_tor_nodes +
        latest.unannounced_nodes,
    )
  })

  it(':interval: rows newest first with unix `added`, and the row count in X-Total-Count', async () => {
    const { status, body, total } = await get('statistics/1m')
    const rows = body as { added: number; channel_count: number }[]
    expect(status).toBe(200)
    expect(total).toBe('366')
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows.length).toBeLessThanOrEqual(31)
    expect(rows.every((row, i) => i === 0 || row.added < (rows[i - 1]?.added ?? 0))).toBe(true)
    expect(typeof rows[0]?.added).toBe('number')
    expect(((await get('statistics/all')).body as unknown[]).length).toBe(366)
    // An interval mempool does not know (mempool.js's `undefined` among them) is the whole history.
    for (const unknown of ['2weeks', 'undefined']) {
      expect(((await get(`statistics/${unknown}`)).body as unknown[]).length).toBe(366)
    }
  })
})

describe('nodes', () => {
  it('a node with its location, features and channel counts', async () => {
    const node = await getLightningNode(client, { publicKey: hub.publicKey })
    expect(node).toMatchObject({
      public_key: hub.publicKey,
      alias: hub.alias,
      active_channel_count: hub.activeChannels,
      capacity: hub.capacity,
      opened_channel_count: hub.openChannels,
      closed_channel_count: hub.closedChannels,
      sockets: hub.sockets,
      first_seen: hub.firstSeen,
    })
    expect(node.color).toMatch(/^#[0-9a-f]{6}$/)
    expect(node.featuresBits).toMatch(/^[0-9A-F]+$/)
    expect(node.features?.[0]).toMatchObject({ bit: expect.any(Number), is_known: true })
    expect(node.country?.en).toBe(hub.location?.country.names.en)
    expect(node.as_organization).toBe(hub.location?.isp.name)
  })

  it("an unknown node is mempool's 500 (the client's NotFoundError), well formed or not", async () => {
    const unknown = `02${'ab'.repeat(32)}`
    expect(await failure(getLightningNode(client, { publicKey: unknown }))).toBeInstanceOf(
      NotFoundError,
    )
    // The routes whose query takes the key unchecked find nothing for it: empty answers, as mempool's.
    expect((await get(`nodes/${unknown}/statistics`)).body).toEqual([])
    expect((await get(`nodes/${unknown}/fees/histogram`)).body).toEqual({
      incoming: [],
      outgoing: [],
    })
    expect(await get(`channels?public_key=${unknown}&status=open`)).toMatchObject({
      body: [],
      total: '0',
    })
    expect((await get(`channels-geo/${unknown}`)).body).toEqual([])
    // mempool checks no key on this route: a malformed one is as unknown as any.
    expect(await get('nodes/02abc')).toEqual({
      status: 500,
      body: 'This node does not exist, or our node is not seeing it yet',
      total: null,
    })
  })

  it('statistics: daily capacity and channels, newest first, ending with today', async () => {
    const rows = await getLightningNodeStatistics(client, { publicKey: hub.publicKey })
    expect(rows[0]).toMatchObject({ capacity: hub.capacity, channels: hub.activeChannels })
    expect(rows.length).toBeGreaterThan(300)
  })

  it('rankings: 100 by liquidity, connectivity and age, and the dashboard summary', async () => {
    const liquidity = await getNodeRanking(client, { ranking: 'liquidity' })
    const connectivity = await getNodeRanking(client, { ranking: 'connectivity' })
    const age = await getNodeRanking(client, { ranking: 'age' })
    expect([liquidity.length, connectivity.length, age.length]).toEqual([100, 100, 100])
    expect(
      liquidity.every((n, i) => i === 0 || n.capacity <= (liquidity[i - 1]?.capacity ?? 0)),
    ).toBe(true)
    expect(
      connectivity.every((n, i) => i === 0 || n.channels <= (connectivity[i - 1]?.channels ?? 0)),
    ).toBe(true)
    expect(age.every((n, i) => i === 0 || n.firstSeen >= (age[i - 1]?.firstSeen ?? 0))).toBe(true)
    const summary = (await get('nodes/rankings')).body as {
      topByCapacity: { publicKey: string }[]
      topByChannels: { publicKey: string; channels: number }[]
    }
    expect(summary.topByCapacity.map((n) => n.publicKey)).toEqual(
      liquidity.slice(0, 6).map((n) => n.publicKey),
    )
    expect(summary.topByChannels).toHaveLength(6)
    expect((await get('nodes/rankings/richest')).status).toBe(404)
  })

  it('countries: counts, shares and capacity (a decimal string on the wire, read as a number); a country’s nodes', async () => {
    const countries = await getNodesPerCountry(client)
    const located = graph.nodes.filter((n) => n.location).length
    expect(countries.reduce((n, c) => n + c.count, 0)).toBe(located)
    expect(countries.every((c, i) => i === 0 || c.count <= (countries[i - 1]?.count ?? 0))).toBe(
      true,
    )
    expect(
      typeof ((await get('nodes/countries')).body as { capacity: unknown }[])[0]?.capacity,
    ).toBe('string')
    expect(countries[0]?.capacity).toBeGreaterThan(0)
    const germany = await getNodesInCountry(client, { country: 'de' })
    expect(germany.country.en).toBe('Germany')
    expect(germany.country.ja).toBe('ドイツ連邦共和国')
    expect(germany.nodes.length).toBe(countries.find((c) => c.iso === 'DE')?.count)
    expect(germany.nodes.every((n) => n.iso_code === 'DE')).toBe(true)
    expect(await failure(getNodesInCountry(client, { country: 'AQ' }))).toBeInstanceOf(
      NotFoundError,
    )
  })

  it('ISPs: a ranking over AS numbers and the nodes of several AS numbers', async () => {
    const ranking = await getIspRanking(client)
    const amazon = ranking.ispRanking.find(([, name]) => name === 'Amazon.com')
    expect(amazon?.[0]).toMatch(/^(14618,)?16509$|^14618$/)
    const { clearnetCapacity, torCapacity, unknownCapacity } = ranking
    expect(Number(clearnetCapacity) + Number(torCapacity) + Number(unknownCapacity)).toBe(
      graph.channels.filter((c) => c.status === 1).reduce((n, c) => n + c.capacity, 0),
    )
    const nodes = await getNodesPerIsp(client, { isp: '16509,14618' })
    expect(nodes.isp).toBe('Amazon.com')
    const expected = graph.nodes.filter(
      (n) => n.activeChannels > 0 && n.location?.isp.name === 'Amazon.com',
    )
    expect(nodes.nodes.map((n) => n.public_key).sort()).toEqual(
      expected.map((n) => n.publicKey).sort(),
    )
    expect(await failure(getNodesPerIsp(client, { isp: 1 }))).toBeInstanceOf(NotFoundError)
  })

  it('world: located active nodes as tuples, smallest first, with the maxima', async () => {
    const world = await getLightningWorld(client)
    const capacities = world.nodes.map((n) => n[4])
    expect(world.maxLiquidity).toBe(Math.max(...capacities))
    expect(capacities.every((c, i) => i === 0 || c >= (capacities[i - 1] ?? 0))).toBe(true)
    const [lng, lat, key, , , , country, iso] = world.nodes.at(-1) ?? []
    expect([typeof lng, typeof lat, typeof key, typeof country, typeof iso]).toEqual([
      'number',
      'number',
      'string',
      'object',
      'string',
    ])
  })
})

describe('channels', () => {
  it('a channel by short id or integer id, with both sides', async () => {
    const channel = channelWhere((c) => c.status === 1)
    const byShort = await getChannel(client, { id: channel.shortId })
    expect(await getChannel(client, { id: channel.id })).toEqual(byShort)
    expect(byShort).toMatchObject({
      id: channel.id,
      short_id: channel.shortId,
      capacity: channel.capacity,
      transaction_id: channel.txid,
      status: 1,
      closing_transaction_id: null,
      closing_date: null,
    })
    const left = graph.nodes[channel.node1]
    expect(byShort.node_left).toMatchObject({
      public_key: left?.publicKey,
      channels: left?.activeChannels,
      fee_rate: channel.policy1.feeRate,
      is_disabled: channel.policy1.disabled,
    })
    expect(typeof byShort.node_right.updated_at).toBe('string')
  })

  it('a closed channel with its closing transaction, date and reason', async () => {
    const channel = channelWhere((c) => c.status === 2 && c.closing?.closedBy !== undefined)
    const found = await getChannel(client, { id: channel.shortId })
    expect(found.status).toBe(2)
    expect(found.closing_transaction_id).toBe(channel.closing?.txid)
    expect(found.closing_reason).toBe(channel.closing?.reason)
    expect(Date.parse(found.closing_date ?? '') / 1000).toBe(channel.closing?.time)
    expect([found.node_left.public_key, found.node_right.public_key]).toContain(found.closed_by)
  })

  it('404 for an unknown channel, and for any id but the integer one, as mempool matches channels.id', async () => {
    expect(await failure(getChannel(client, { id: '1x1x1' }))).toBeInstanceOf(NotFoundError)
    expect((await get('channels/12x3')).status).toBe(404)
    const channel = channelWhere((c) => c.status === 1)
    expect((await get(`channels/${channel.shortId}`)).status).toBe(404)
    expect((await get(`channels/${channel.id}`)).status).toBe(200)
  })

  it('a node’s channels, ten a page, counted in X-Total-Count; closed ones latest first', async () => {
    const first = await getNodeChannels(client, { publicKey: hub.publicKey, status: 'open' })
    const second = await getNodeChannels(client, {
      publicKey: hub.publicKey,
      status: 'open',
      index: 10,
    })
    expect(first).toHaveLength(10)
    expect(second[0]?.short_id).not.toBe(first[0]?.short_id)
    expect(first.every((c, i) => i === 0 || c.capacity <= (first[i - 1]?.capacity ?? 0))).toBe(true)
    expect(first.every((c) => c.node.public_key !== hub.publicKey && c.status !== 2)).toBe(true)
    const open = await get(`channels?public_key=${hub.publicKey}&status=open`)
    expect(open.total).toBe(String(hub.openChannels))
    const closed = await get(`channels?public_key=${hub.publicKey}&status=closed&index=0`)
    expect(closed.total).toBe(String(hub.closedChannels))
    // Unix seconds here (mempool's UNIX_TIMESTAMP), newest close first.
    const dates = (closed.body as { closing_date: unknown }[]).map((c) => c.closing_date)
    expect(dates.every((d) => typeof d === 'number')).toBe(true)
    const seconds = dates as number[]
    expect(seconds.every((d, i) => i === 0 || d <= (seconds[i - 1] ?? 0))).toBe(true)
    expect((await get(`channels?public_key=${hub.publicKey}&status=gone`)).status).toBe(400)
    expect((await get('channels?status=open')).status).toBe(400)
  })

  it('the channel tree (index -1), fee histogram and penalties, as mempool serves them', async () => {
    const tree = await get(`channels?public_key=${hub.publicKey}&status=open&index=-1`)
    const rows = tree.body as { short_id: string; node: { public_key: string } }[]
    expect(rows).toHaveLength(Math.min(1000, hub.openChannels))
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['capacity', 'id', 'node', 'short_id'])
    expect((await get(`channels?public_key=${hub.publicKey}&status=open&index=-2`)).status).toBe(
      400,
    )
    const histogram = (await get(`nodes/${hub.publicKey}/fees/histogram`)).body as {
      incoming: { count: number }[]
      outgoing: { count: number }[]
    }
    const count = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0)
    expect([count(histogram.incoming), count(histogram.outgoing)]).toEqual([
      hub.activeChannels,
      hub.activeChannels,
    ])
    const penalties = (await get('penalties')).body as { closing_reason: number }[]
    expect(penalties.length).toBeGreaterThan(0)
    expect(penalties.every((c) => c.closing_reason === 3)).toBe(true)
  })

  it('channels opened and closed by transactions, keyed by output and input', async () => {
    const closed = channelWhere((c) => c.status === 2 && c.onChain)
    const unknown = 'f'.repeat(64)
    const [opening, closing, none] = await getChannelsByTransactions(client, {
      txids: [closed.txid, closed.closing?.txid ?? '', unknown],
    })
    expect(opening?.outputs[closed.vout]).toMatchObject({ short_id: closed.shortId, status: 2 })
    expect(closing?.inputs[0]).toMatchObject({ short_id: closed.shortId })
    expect(closing?.outputs).toEqual({})
    expect(none).toEqual({ inputs: {}, outputs: {} })
    // mempool's route: a lone txId is no array (400); ids that are not 64 hex are dropped, not refused.
    expect((await get(`channels/txids?txId=${unknown}`)).status).toBe(400)
    const mixed = await get(`channels/txids?txId[]=nothex&txId[]=${closed.txid}`)
    expect((mixed.body as unknown[]).length).toBe(1)
  })

  it('geo: the 10,000 largest active channels between located nodes, or a node’s', async () => {
    const all = await getChannelsGeo(client)
    expect(all.length).toBeGreaterThan(1000)
    expect(all.length).toBeLessThanOrEqual(10_000)
    expect(all.every((row) => row.length === 8 && typeof row[2] === 'number')).toBe(true)
    const own = await getChannelsGeo(client, { publicKey: hub.publicKey })
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((row) => row[0] === hub.publicKey || row[4] === hub.publicKey)).toBe(true)
    const widget = (await get('channels-geo?style=widget')).body as number[][]
    expect(widget[0]).toHaveLength(4)
  })
})

describe('search and networks', () => {
  it('finds nodes by alias and key, channels by short id', async () => {
    const result = await searchLightning(client, { query: hub.publicKey.slice(0, 16) })
    expect(result.nodes.map((n) => n.public_key)).toEqual([hub.publicKey])
    const channel = graph.channels[0] as LnChannel
    const byId = await searchLightning(client, { query: channel.shortId })
    expect(byId.channels.map((c) => c.short_id)).toEqual([channel.shortId])
    const hostile = await searchLightning(client, { query: 'img onerror' })
    expect(hostile.nodes.map((n) => n.alias)).toContain('<img src=x onerror=alert(1)>')
    expect((await get('search')).status).toBe(400)
  })

  it('serves signet and testnet, and answers 404 on networks without Lightning', async () => {
    const signet = await getLightningStatistics(clientFor(running.host, 'signet'))
    expect(signet.latest?.node_count).toBeGreaterThan(100)
    const testnet = await getLightningStatistics(clientFor(running.host, 'testnet'))
    expect(testnet.latest?.channel_count).toBeGreaterThan(500)
    const regtest = await failure(getLightningStatistics(clientFor(running.host, 'regtest')))
    expect(regtest).toBeInstanceOf(NotFoundError)
  })
})

describe("the quirks of mempool's MySQL rows, and what its clients send", () => {
  it("sends a node's capacity as a SQL SUM's decimal string, which the client reads as a number", async () => {
    const raw = await get(`nodes/${hub.publicKey}`)
    expect((raw.body as { capacity: unknown }).capacity).toBe(String(hub.capacity))
    expect((await getLightningNode(client, { publicKey: hub.publicKey })).capacity).toBe(
      hub.capacity,
    )
  })

  it("sends a channel side's is_disabled as 0/1, which the client reads as a boolean", async () => {
    const channel = channelWhere((c) => c.policy1.disabled || c.policy2.disabled)
    const raw = (await get(`channels/${channel.id}`)).body as Record<
      'node_left' | 'node_right',
      { is_disabled: unknown }
    >
    expect(raw.node_left.is_disabled).toBe(channel.policy1.disabled ? 1 : 0)
    expect(raw.node_right.is_disabled).toBe(channel.policy2.disabled ? 1 : 0)
    const read = await getChannel(client, { id: channel.shortId })
    expect(read.node_left.is_disabled).toBe(channel.policy1.disabled)
  })

  it('reads index=undefined (mempool.js without an index) as 0, as parseInt(index) || 0 does', async () => {
    const base = `channels?public_key=${hub.publicKey}&status=open`
    const first = await get(`${base}&index=0`)
    expect((await get(`${base}&index=undefined`)).body).toEqual(first.body)
    expect((await get(`${base}&index=abc`)).body).toEqual(first.body)
    expect((await get(`${base}&index=-2`)).status).toBe(400)
  })

  it('searches nodes and channels on their own routes, as /search does', async () => {
    const alias = hub.alias || hub.publicKey.slice(0, 20)
    const both = await searchLightning(client, { query: alias })
    expect(await searchLightningNodes(client, { query: alias })).toEqual(both.nodes)
    const prefix = graph.channels[0]?.shortId.split('x')[0] ?? ''
    const channels = await searchLightningChannels(client, { query: prefix })
    expect(channels.length).toBeGreaterThan(0)
    expect(channels).toEqual((await searchLightning(client, { query: prefix })).channels)
    expect(await searchLightningChannels(client, { query: 'acinq' })).toEqual([])
  })
})

describe('the transactions of the channels', () => {
  it('answers every channel’s funding and closing transaction, old channels included', async () => {
    const answers = async (txid: string) =>
      (await fetch(`http://${running.host}/api/tx/${txid}`)).status
    // Every 50th channel of the whole list: open and closed, funded in the history and before it.
    const sampled = graph.channels.filter((_, i) => i % 50 === 0)
    expect(sampled.some((c) => !c.onChain)).toBe(true)
    for (const channel of sampled) {
      const { transaction_id: txid, closing_transaction_id: closing } = await getChannel(client, {
        id: channel.shortId,
      })
      expect(await answers(txid), `${channel.shortId} funding ${txid}`).toBe(200)
      if (closing) expect(await answers(closing), `${channel.shortId} closing ${closing}`).toBe(200)
    }
  })

  it('gives an old channel a funding transaction the client accepts, its output the channel', async () => {
    const old = channelWhere((c) => !c.onChain && c.closing !== undefined)
    const funding = await getTransaction(client, { txid: old.txid })
    expect(funding.vout[old.vout]).toMatchObject({
      scriptpubkey_type: 'v0_p2wsh',
      value: old.capacity,
    })
    expect(funding.status).toMatchObject({ confirmed: true, block_height: old.height })
    const closing = await getTransaction(client, { txid: old.closing?.txid ?? '' })
    expect(closing.vin[0]).toMatchObject({ txid: old.txid, vout: old.vout })
    expect(closing.fee).toBe(old.closing?.fee)
  })
})
