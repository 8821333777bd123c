import { describe, expect, it } from 'vitest'
import { expectInvalid, liquidClient, mainClient, serverPerTest } from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import {
  ACINQ,
  countries,
  countriesRead,
  ispRanking,
  node,
  nodeStatistics,
  nodesInCountry,
  nodesPerIsp,
  ranked,
  search,
  statisticsLatest,
  world,
} from '../../test/lightning-samples.js'
import { createExplorerClient } from '../client.js'
import { HttpRequestError, InvalidResponseError, NotFoundError } from '../errors.js'
import type { LightningStatisticsRow } from '../wire/lightning-network.js'
import {
  getIspRanking,
  getLightningNode,
  getLightningNodeStatistics,
  getLightningRankingsSummary,
  getLightningStatistics,
  getLightningStatisticsHistory,
  getLightningWorld,
  getNodeRanking,
  getNodesInCountry,
  getNodesPerCountry,
  getNodesPerIsp,
  type LightningStatisticsInterval,
  type NodeRanking,
  nodeRankings,
  searchLightning,
} from './lightning.js'

const serve = serverPerTest()
const LN = '/api/v1/lightning'

describe('Lightning network and node actions', () => {
  it('getLightningStatistics GETs /v1/lightning/statistics/latest', async () => {
    const server = await serve({ [`GET ${LN}/statistics/latest`]: json(statisticsLatest) })
    const result = await getLightningStatistics(mainClient(server))
    expect(result).toEqual(statisticsLatest)
    expect(typeof result.latest?.added).toBe('string')
    expect(server.requests.map((r) => r.url)).toEqual([`${LN}/statistics/latest`])
  })

  it("getLightningNode reads the service's 500 for an unknown key as a NotFoundError, other 500s not", async () => {
    const unknown = `03${'ab'.repeat(32)}`
    const server = await serve({
      [`GET ${LN}/nodes/${unknown}`]: text(
        'This node does not exist, or our node is not seeing it yet',
        500,
      ),
      [`GET ${LN}/nodes/${ACINQ}`]: text('ER_CON_COUNT_ERROR: Too many connections', 500),
    })
    const client = mainClient(server)
    const missing = await getLightningNode(client, { publicKey: unknown }).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(NotFoundError)
    expect((missing as NotFoundError).shortMessage).toBe(
      'Not found: This node does not exist, or our node is not seeing it yet.',
    )
    const failed = await getLightningNode(client, { publicKey: ACINQ }).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(HttpRequestError)
    expect(failed).not.toBeInstanceOf(NotFoundError)
    expect((failed as HttpRequestError).status).toBe(500)
  })

  it('getLightningNode and getLightningNodeStatistics GET /nodes/:public_key[/statistics]', async () => {
    const server = await serve({
      [`GET ${LN}/nodes/${ACINQ}`]: json(node),
      [`GET ${LN}/nodes/${ACINQ}/statistics`]: json(nodeStatistics),
    })
    const client = mainClient(server)
    expect(await getLightningNode(client, { publicKey: ACINQ.toUpperCase() })).toEqual(node)
    expect(await getLightningNodeStatistics(client, { publicKey: ACINQ })).toEqual(nodeStatistics)
    expect(server.requests.map((r) => r.url)).toEqual([
      `${LN}/nodes/${ACINQ}`,
      `${LN}/nodes/${ACINQ}/statistics`,
    ])
  })

  it('getNodesInCountry upper-cases the ISO code and returns {country, nodes}', async () => {
    const server = await serve({ [`GET ${LN}/nodes/country/GB`]: json(nodesInCountry) })
    const result = await getNodesInCountry(mainClient(server), { country: 'gb' })
    expect(result).toEqual(nodesInCountry)
    expect(server.requests[0]?.url).toBe(`${LN}/nodes/country/GB`)
  })

  it('getNodesInCountry refuses a bare node list (the shape mempool.js typed)', async () => {
    const server = await serve({ [`GET ${LN}/nodes/country/GB`]: json(nodesInCountry.nodes) })
    await expect(getNodesInCountry(mainClient(server), { country: 'GB' })).rejects.toThrow(
      InvalidResponseError,
    )
  })

  it('getNodesPerCountry GETs /nodes/countries', async () => {
    const server = await serve({ [`GET ${LN}/nodes/countries`]: json(countries) })
    expect(await getNodesPerCountry(mainClient(server))).toEqual(countriesRead)
  })

  it('getNodesPerIsp URL-encodes the comma of several AS numbers, and takes a number', async () => {
    const server = await serve({
      [`GET ${LN}/nodes/isp/16509%2C14618`]: json(nodesPerIsp),
      [`GET ${LN}/nodes/isp/16509`]: json(nodesPerIsp),
    })
    const client = mainClient(server)
    expect(await getNodesPerIsp(client, { isp: '16509,14618' })).toEqual(nodesPerIsp)
    expect(await getNodesPerIsp(client, { isp: 16509 })).toEqual(nodesPerIsp)
    expect(server.requests.map((r) => r.url)).toEqual([
      `${LN}/nodes/isp/16509%2C14618`,
      `${LN}/nodes/isp/16509`,
    ])
  })

  it('getIspRanking GETs /nodes/isp-ranking', async () => {
    const server = await serve({ [`GET ${LN}/nodes/isp-ranking`]: json(ispRanking) })
    const result = await getIspRanking(mainClient(server))
    expect(result).toEqual(ispRanking)
    expect(result.ispRanking[0]?.[0]).toBe('16509,14618')
  })

  it.each(nodeRankings)('getNodeRanking GETs /nodes/rankings/%s', async (ranking) => {
    const server = await serve({ [`GET ${LN}/nodes/rankings/${ranking}`]: json(ranked) })
    expect(await getNodeRanking(mainClient(server), { ranking })).toEqual(ranked)
    expect(server.requests[0]?.url).toBe(`${LN}/nodes/rankings/${ranking}`)
  })

  it('searchLightning sends the text as searchText, encoded', async () => {
    const server = await serve({ [`GET ${LN}/search?searchText=ACINQ+%26+co%2F1`]: json(search) })
    expect(await searchLightning(mainClient(server), { query: 'ACINQ & co/1' })).toEqual(search)
    expect(server.requests[0]?.query.get('searchText')).toBe('ACINQ & co/1')
  })

  it('getLightningWorld GETs /nodes/world', async () => {
    const server = await serve({ [`GET ${LN}/nodes/world`]: json(world) })
    expect(await getLightningWorld(mainClient(server))).toEqual(world)
  })

  it('a signet client asks under /signet', async () => {
    const server = await serve({ [`GET /signet${LN}/statistics/latest`]: json(statisticsLatest) })
    const client = createExplorerClient({ host: server.host, network: 'signet' })
    expect(await getLightningStatistics(client)).toEqual(statisticsLatest)
    expect(server.requests[0]?.url).toBe(`/signet${LN}/statistics/latest`)
  })
})

describe('parameter checks before any request', () => {
  it('refuses bad public keys', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const publicKey of ['', ACINQ.slice(2), `04${ACINQ.slice(2)}`, `${ACINQ}00`, 'ACINQ']) {
      await expectInvalid(() => getLightningNode(client, { publicKey }), 'publicKey', publicKey)
      await expectInvalid(
        () => getLightningNodeStatistics(client, { publicKey }),
        'publicKey',
        publicKey,
      )
    }
    expect(server.requests).toHaveLength(0)
  })

  it('refuses bad countries, ISPs, rankings and search text', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const country of ['', 'GBR', 'G1', '../']) {
      await expectInvalid(() => getNodesInCountry(client, { country }), 'country', country)
    }
    for (const isp of ['', 'AMAZON', '16509,', '1/2', -1]) {
      await expectInvalid(() => getNodesPerIsp(client, { isp }), 'isp', isp)
    }
    const ranking = 'capacity' as NodeRanking
    const error = await expectInvalid(() => getNodeRanking(client, { ranking }), 'ranking', ranking)
    expect(error.message).toContain('one of liquidity, connectivity, age')
    for (const query of ['', '   ', 'a\nb', 'x'.repeat(201)]) {
      await expectInvalid(() => searchLightning(client, { query }), 'query', query)
    }
    expect(server.requests).toHaveLength(0)
  })
})

// As mempool serves it: unix seconds, no node_count.
const row: LightningStatisticsRow = {
  added: 1_700_000_000,
  channel_count: 52_000,
  total_capacity: 520_000_000_000,
  tor_nodes: 9000,
  clearnet_nodes: 2500,
  unannounced_nodes: 300,
  clearnet_tor_nodes: 1200,
}

describe('Lightning network history and rankings summary', () => {
  it('getLightningStatisticsHistory GETs /statistics/:interval', async () => {
    const server = await serve({ [`GET ${LN}/statistics/3m`]: json([row]) })
    expect(await getLightningStatisticsHistory(mainClient(server), { interval: '3m' })).toEqual([
      row,
    ])
    expect(server.requests.map((r) => r.url)).toEqual([`${LN}/statistics/3m`])
  })

  it('refuses an interval the server does not know, before any request', async () => {
    const server = await serve()
    await expectInvalid(
      () =>
        getLightningStatisticsHistory(mainClient(server), {
          interval: '5y' as LightningStatisticsInterval,
        }),
      'interval',
      '5y',
    )
    expect(server.requests).toEqual([])
  })

  it('refuses rows without capacity', async () => {
    const server = await serve({ [`GET ${LN}/statistics/1y`]: json([{ added: 1 }]) })
    await expect(
      getLightningStatisticsHistory(mainClient(server), { interval: '1y' }),
    ).rejects.toThrow(InvalidResponseError)
  })

  it('getLightningRankingsSummary GETs /nodes/rankings', async () => {
    const summary = {
      topByCapacity: [{ publicKey: '02ab', alias: '<b>x</b>', capacity: 5 }],
      topByChannels: [{ publicKey: '03cd', alias: 'y', channels: 9, city: null, country: null }],
    }
    const server = await serve({ [`GET ${LN}/nodes/rankings`]: json(summary) })
    expect(await getLightningRankingsSummary(mainClient(server))).toEqual(summary)
  })

  it('is Bitcoin only', async () => {
    const server = await serve()
    await expect(getLightningRankingsSummary(liquidClient(server) as never)).rejects.toThrow()
    expect(server.requests).toEqual([])
  })
})
