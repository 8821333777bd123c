// The block chart, audit, timestamp and bulk actions: what the conformance samples cannot say (the
// "null" text read as null, the parameters refused before any request, the routes Liquid lacks).
import { describe, expect, it } from 'vitest'
import { expectInvalid, liquidClient, mainClient, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { getBlockFeesHistory } from './block-charts.js'
import {
  getBlockAtTimestamp,
  getBlockAuditScore,
  getBlocksBulk,
  getChainTips,
} from './block-stats.js'

const serve = serverPerTest()
const HASH = '000000000000000000019bfe551da67e0d93dda4b355d16f1fdb4031ba7e5d61'

describe('block stats actions', () => {
  it('reads the JSON text "null" of an unaudited block as null', async () => {
    const server = await serve({ [`GET /api/v1/mining/blocks/audit/score/${HASH}`]: json('null') })
    expect(await getBlockAuditScore(mainClient(server), { hash: HASH })).toBeNull()
  })

  it('refuses an unknown interval, a timestamp that is not Unix seconds, a negative bulk start', async () => {
    const server = await serve()
    const client = mainClient(server)
    await expectInvalid(
      () => getBlockFeesHistory(client, { interval: 'forever' as '1w' }),
      'interval',
      'forever',
    )
    await expectInvalid(() => getBlockAtTimestamp(client, { timestamp: 0 }), 'timestamp', 0)
    await expectInvalid(() => getBlocksBulk(client, { from: -1 }), 'from', -1)
    expect(server.requests).toEqual([])
  })

  it('sends the bulk range as path segments, `to` left out unless given', async () => {
    const server = await serve({
      'GET /api/v1/blocks-bulk/5': json([]),
      'GET /api/v1/blocks-bulk/5/9': json([]),
    })
    const client = mainClient(server)
    await getBlocksBulk(client, { from: 5 })
    await getBlocksBulk(client, { from: 5, to: 9 })
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/v1/blocks-bulk/5',
      '/api/v1/blocks-bulk/5/9',
    ])
  })

  it('chain tips and the bulk route are Bitcoin-only: a Liquid client refuses before asking', async () => {
    const server = await serve()
    const client = liquidClient(server)
    await expectInvalid(() => getChainTips(client), 'network', 'liquid')
    await expectInvalid(() => getBlocksBulk(client, { from: 1 }), 'network', 'liquid')
    expect(server.requests).toEqual([])
  })
})
