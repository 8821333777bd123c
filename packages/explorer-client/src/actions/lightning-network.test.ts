import { describe, expect, it } from 'vitest'
import { expectInvalid, liquidClient, mainClient, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { InvalidResponseError } from '../errors.js'
import type { LightningStatisticsRow } from '../wire/lightning-network.js'
import {
  getLightningRankingsSummary,
  getLightningStatisticsHistory,
  type LightningStatisticsInterval,
} from './lightning-network.js'

const serve = serverPerTest()
const LN = '/api/v1/lightning'

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
      topByChannels: [{ publicKey: '03cd', alias: 'y', channels: 9 }],
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
