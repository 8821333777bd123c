import { describe, expect, it } from 'vitest'
import { expectInvalid, liquidClient, mainClient, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { ACINQ, channel, FUNDING, nodeChannel, PEER } from '../../test/lightning-samples.js'
import type { ExplorerClient } from '../client.js'
import type { BitcoinNetwork } from '../networks.js'
import type { ChannelGeo, ChannelsOfTransaction } from '../wire/lightning.js'
import {
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
  searchLightning,
} from './lightning.js'

const serve = serverPerTest()
const LN = '/api/v1/lightning'
const geo: ChannelGeo[] = [[ACINQ, 'ACINQ', -0.1224, 51.4964, PEER, 'peer', 13.4, 52.52]]

describe('Lightning channel actions', () => {
  it('getChannel asks by the integer id, packing a short id into it as mempool only finds that', async () => {
    // mempool's $getChannel matches `channels.id = ?`: '848136x1234x1' would find nothing there.
    const server = await serve({ [`GET ${LN}/channels/932535394016296961`]: json(channel) })
    const client = mainClient(server)
    expect(await getChannel(client, { id: '848136x1234x1' })).toEqual(channel)
    expect(await getChannel(client, { id: '932535394016296961' })).toEqual(channel)
    expect(server.requests.map((r) => r.url)).toEqual([
      `${LN}/channels/932535394016296961`,
      `${LN}/channels/932535394016296961`,
    ])
    await expectInvalid(() => getChannel(client, { id: '16777216x0x0' }), 'id', '16777216x0x0')
  })

  it('getChannelsByTransactions repeats txId[] for each txid', async () => {
    const result: ChannelsOfTransaction[] = [
      { inputs: {}, outputs: { 1: channel } },
      { inputs: {}, outputs: {} },
    ]
    const other = FUNDING.replace(/^20/, '21')
    const server = await serve({
      [`GET ${LN}/channels/txids?txId%5B%5D=${FUNDING}&txId%5B%5D=${other}`]: json(result),
    })
    expect(
      await getChannelsByTransactions(mainClient(server), { txids: [FUNDING, other] }),
    ).toEqual(result)
    expect(server.requests[0]?.query.getAll('txId[]')).toEqual([FUNDING, other])
  })

  it('getNodeChannels sends index only when it is given (0 included)', async () => {
    const base = `${LN}/channels?public_key=${ACINQ}&status=open`
    const page = [nodeChannel(1), nodeChannel(2)]
    const server = await serve({
      [`GET ${base}`]: json(page),
      [`GET ${base}&index=0`]: json(page),
      [`GET ${LN}/channels?public_key=${ACINQ}&status=closed&index=10`]: json([]),
    })
    const client = mainClient(server)
    expect(await getNodeChannels(client, { publicKey: ACINQ, status: 'open' })).toEqual(page)
    expect(await getNodeChannels(client, { publicKey: ACINQ, status: 'open', index: 0 })).toEqual(
      page,
    )
    expect(
      await getNodeChannels(client, { publicKey: ACINQ, status: 'closed', index: 10 }),
    ).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([
      base,
      `${base}&index=0`,
      `${LN}/channels?public_key=${ACINQ}&status=closed&index=10`,
    ])
  })

  it('getChannelsGeo GETs /channels-geo, or /channels-geo/:public_key', async () => {
    const server = await serve({
      [`GET ${LN}/channels-geo`]: json(geo),
      [`GET ${LN}/channels-geo/${ACINQ}`]: json(geo),
    })
    const client = mainClient(server)
    expect(await getChannelsGeo(client)).toEqual(geo)
    expect(await getChannelsGeo(client, { publicKey: ACINQ })).toEqual(geo)
    expect(server.requests.map((r) => r.url)).toEqual([
      `${LN}/channels-geo`,
      `${LN}/channels-geo/${ACINQ}`,
    ])
  })
})

describe('parameter checks before any request', () => {
  it('refuses bad channel ids, txids, statuses and indexes', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const id of ['', '848136x1234', '848136-1234-1', 'x1x2', '1/2']) {
      await expectInvalid(() => getChannel(client, { id }), 'id', id)
    }
    await expectInvalid(() => getChannelsByTransactions(client, { txids: [] }), 'txids', [])
    await expectInvalid(() => getChannelsByTransactions(client, { txids: ['a'] }), 'txids[0]', 'a')
    const status = 'active' as 'open'
    await expectInvalid(
      () => getNodeChannels(client, { publicKey: ACINQ, status }),
      'status',
      status,
    )
    await expectInvalid(
      () => getNodeChannels(client, { publicKey: ACINQ, status: 'open', index: -10 }),
      'index',
      -10,
    )
    await expectInvalid(
      () => getNodeChannels(client, { publicKey: 'x', status: 'open' }),
      'publicKey',
      'x',
    )
    await expectInvalid(() => getChannelsGeo(client, { publicKey: 'x' }), 'publicKey', 'x')
    expect(server.requests).toHaveLength(0)
  })

  it('every Lightning action refuses a Liquid client', async () => {
    const server = await serve()
    const liquid = liquidClient(server) as unknown as ExplorerClient<BitcoinNetwork>
    const calls: (() => unknown)[] = [
      () => getLightningStatistics(liquid),
      () => getNodesInCountry(liquid, { country: 'GB' }),
      () => getNodesPerCountry(liquid),
      () => getNodesPerIsp(liquid, { isp: 16509 }),
      () => getIspRanking(liquid),
      () => getNodeRanking(liquid, { ranking: 'age' }),
      () => getLightningNode(liquid, { publicKey: ACINQ }),
      () => getLightningNodeStatistics(liquid, { publicKey: ACINQ }),
      () => getChannel(liquid, { id: '848136x1234x1' }),
      () => getChannelsByTransactions(liquid, { txids: [FUNDING] }),
      () => getNodeChannels(liquid, { publicKey: ACINQ, status: 'open' }),
      () => getChannelsGeo(liquid),
      () => searchLightning(liquid, { query: 'ACINQ' }),
      () => getLightningWorld(liquid),
    ]
    for (const call of calls) {
      const error = await expectInvalid(call, 'network', 'liquid')
      expect(error.message).toContain('a Bitcoin network for Lightning')
    }
    expect(server.requests).toHaveLength(0)
  })
})
