// mempool's v1 block routes as simnet serves them: the quirks the conformance shapes cannot show (what
// /v1/blocks does with a start that is not a height, an unaudited block's "null" and null extras,
// grouping by interval, the block at a time, a reorg's stale branch in the chain tips).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ControlledSimnet, startControlled } from './control-helpers.js'

let service: ControlledSimnet
const get = async (path: string) => (await service.call('GET', `/api${path}`)).body
type Block = { id: string; height: number; timestamp: number }

beforeAll(async () => {
  service = await startControlled()
}, 120_000)
afterAll(() => service?.close())

describe('/v1/blocks start heights, as $getBlocks(parseInt(start, 10), 15)', () => {
  test('mempool.js sends "undefined": 200 [] on Bitcoin, as are a negative start and a word', async () => {
    for (const start of ['undefined', '-1', 'tip']) {
      const answer = await service.call('GET', `/api/v1/blocks/${start}`)
      expect([answer.status, answer.body], start).toEqual([200, []])
    }
  })

  test('a start above the tip counts against the 15; "<height>abc" reads as the height', async () => {
    const tip = ((await get('/v1/blocks')) as Block[])[0] as Block
    const above = (await get(`/v1/blocks/${tip.height + 4}`)) as Block[]
    expect(above.map((b) => b.height)).toEqual(Array.from({ length: 11 }, (_, i) => tip.height - i))
    const start = (tip as Block).height - 20
    const parsed = (await get(`/v1/blocks/${start}abc`)) as Block[]
    expect(parsed.map((b) => b.height)).toEqual(Array.from({ length: 15 }, (_, i) => start - i))
  })
})

describe('block audits', () => {
  test('an unknown block\'s score is the JSON text "null"; its audit summary a 404, the block a 500', async () => {
    const unknown = 'ab'.repeat(32)
    const score = await fetch(`http://${service.host}/api/v1/mining/blocks/audit/score/${unknown}`)
    expect(await score.text()).toBe('"null"')
    expect((await service.call('GET', `/api/v1/block/${unknown}/audit-summary`)).status).toBe(404)
    expect((await service.call('GET', '/api/v1/block/xyz/audit-summary')).status).toBe(501)
    // The block itself and its summary: mempool's lookup throws on an unknown hash, a 500.
    for (const path of [`/api/v1/block/${unknown}`, `/api/v1/block/${unknown}/summary`]) {
      expect((await service.call('GET', path)).status, path).toBe(500)
    }
  })

  test('a block of the seeded history was never audited: 404, 204, "null", null extras, in no list', async () => {
    const blocks = (await get('/v1/blocks')) as (Block & { extras: Record<string, unknown> })[]
    const tip = blocks[0] as Block
    const summary = await service.call('GET', `/api/v1/block/${tip.id}/audit-summary`)
    expect([summary.status, summary.body]).toEqual([404, 'Audit not available'])
    expect((await service.call('GET', `/api/v1/mining/blocks/audit/${tip.id}`)).status).toBe(204)
    const score = await fetch(`http://${service.host}/api/v1/mining/blocks/audit/score/${tip.id}`)
    expect(await score.text()).toBe('"null"')
    // blocks.ts sends the three audit fields, null without a blocks_audits row.
    const unaudited = { matchRate: null, expectedFees: null, expectedWeight: null }
    const block = (await get(`/v1/block/${tip.id}`)) as { extras: Record<string, unknown> }
    expect(block.extras).toMatchObject(unaudited)
    for (const listed of blocks) expect(listed.extras, listed.id).toMatchObject(unaudited)
    expect(await get(`/v1/mining/blocks/audit/scores/${tip.height}`)).toEqual([])
    const health = await service.call('GET', '/api/v1/mining/blocks/predictions/all')
    expect([health.body, health.headers.get('x-total-count')]).toEqual([[], '0'])
    // AVG over a LEFT JOIN of blocks_audits: no audited block, no average.
    const { pools } = (await get('/v1/mining/pools/all')) as { pools: Record<string, unknown>[] }
    expect(pools.length).toBeGreaterThan(0)
    for (const pool of pools) {
      expect([pool.avgMatchRate, pool.avgFeeDelta], String(pool.slug)).toEqual([null, null])
    }
    const slug = (pools[0] as { slug: string }).slug
    expect(((await get(`/v1/mining/pool/${slug}`)) as Record<string, unknown>).avgBlockHealth).toBe(
      null,
    )
  })

  test('blocks mined after start-up are audited: the scores, health series and pool averages hold them alone', async () => {
    for (const feeRate of [40, 30, 20, 10, 5]) {
      expect((await service.call('POST', '/_simnet/tx', { feeRate })).status).toBe(200)
    }
    type Mined = { hash: string; height: number }
    const mine = async (audit: string) =>
      ((await service.call('POST', '/_simnet/mine', { audit })).body as { blocks: Mined[] })
        .blocks[0] as Mined
    const mined = [await mine('censor'), await mine('follow')]
    type Score = { hash: string; matchRate: number; expectedFees: number; expectedWeight: number }
    const tip = mined[1] as Mined
    // The 16 heights up to the tip: 14 seeded (no row) and the two mined.
    const scores = (await get(`/v1/mining/blocks/audit/scores/${tip.height}`)) as Score[]
    expect(scores.map((s) => s.hash)).toEqual(mined.map((b) => b.hash))
    for (const score of scores) {
      expect(await get(`/v1/mining/blocks/audit/score/${score.hash}`)).toEqual(score)
      const { hash: _hash, ...figures } = score
      const block = (await get(`/v1/block/${score.hash}`)) as { extras: Record<string, unknown> }
      expect(block.extras).toMatchObject(figures)
    }
    const audit = (await get(`/v1/block/${tip.hash}/audit-summary`)) as { template: unknown[] }
    const txids = (await get(`/block/${tip.hash}/txids`)) as string[]
    expect(audit.template).toHaveLength(txids.length - 1)
    // The health series: audited blocks only, one point per group; X-Total-Count the audits.
    const health = await service.call('GET', '/api/v1/mining/blocks/predictions/24h')
    const points = health.body as [number, number, number][]
    expect(points.length).toBeGreaterThanOrEqual(1)
    for (const [, height, rate] of points) {
      const score = scores[mined.findIndex((b) => b.height === height)]
      expect(rate, `height ${height}`).toBe(score?.matchRate)
    }
    expect(health.headers.get('x-total-count')).toBe('2')
    // Each pool's averages over its audited blocks alone; a pool with none keeps null.
    const poolOf = new Map<string, string>()
    for (const score of scores) {
      const block = (await get(`/v1/block/${score.hash}`)) as { extras: { pool: { slug: string } } }
      poolOf.set(score.hash, block.extras.pool.slug)
    }
    const { pools } = (await get('/v1/mining/pools/all')) as { pools: Record<string, unknown>[] }
    for (const pool of pools) {
      const rates = scores.filter((s) => poolOf.get(s.hash) === pool.slug).map((s) => s.matchRate)
      const average = rates.length
        ? Math.round((rates.reduce((n, r) => n + r, 0) / rates.length) * 100) / 100
        : null
      expect(pool.avgMatchRate, String(pool.slug)).toBe(average)
      expect(pool.avgFeeDelta === null, String(pool.slug)).toBe(rates.length === 0)
      if (rates.length) {
        const detail = (await get(`/v1/mining/pool/${pool.slug}`)) as Record<string, unknown>
        expect(detail.avgBlockHealth).toBe(average)
      }
    }
  })
})

describe('block charts', () => {
  test('groups of best-chain blocks, oldest first; X-Total-Count the indexed blocks', async () => {
    const answer = await service.call('GET', '/api/v1/mining/blocks/fees/all')
    const rows = answer.body as { avgHeight: number; timestamp: number; avgFees: number }[]
    expect(rows.length).toBeGreaterThan(0)
    const heights = rows.map((r) => r.avgHeight)
    expect(heights).toEqual([...heights].sort((a, b) => a - b))
    expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThanOrEqual(rows.length)
    // An unknown interval reads as `all`, as mempool's getSqlInterval does.
    expect(await get('/v1/mining/blocks/fees/forever')).toEqual(rows)
    const sizes = (await get('/v1/mining/blocks/sizes-weights/all')) as {
      sizes: unknown[]
      weights: unknown[]
    }
    expect(sizes.sizes).toHaveLength(rows.length)
    expect(sizes.weights).toHaveLength(rows.length)
  })
})

describe('block at a timestamp', () => {
  test('the last block at or before the time, its time as ISO text; bad times are 500s', async () => {
    const [tip, previous] = (await get('/v1/blocks')) as Block[]
    const at = (await get(`/v1/mining/blocks/timestamp/${(tip as Block).timestamp - 1}`)) as Block
    expect(at.height).toBeLessThan((tip as Block).height)
    expect(at.height).toBeGreaterThanOrEqual((previous as Block).height - 1)
    const exact = await get(`/v1/mining/blocks/timestamp/${tip?.timestamp}`)
    expect(exact).toEqual({
      height: tip?.height,
      hash: tip?.id,
      timestamp: new Date((tip as Block).timestamp * 1000).toISOString(),
    })
    for (const bad of ['0', '1e9', `${(tip as Block).timestamp * 1000}`]) {
      expect((await service.call('GET', `/api/v1/mining/blocks/timestamp/${bad}`)).status).toBe(500)
    }
  })
})

describe('chain tips', () => {
  test('the active tip, then a reorg leaves a valid-fork branch', async () => {
    const before = (await get('/v1/chain-tips')) as { height: number; status: string }[]
    expect(before.map((t) => t.status)).toEqual(['active'])
    const [tip] = (await get('/v1/blocks')) as Block[]
    expect((await service.call('POST', '/_simnet/reorg', { depth: 2 })).status).toBe(200)
    const after = (await get('/v1/chain-tips')) as Record<string, unknown>[]
    expect(after).toEqual([
      expect.objectContaining({
        height: (tip as Block).height + 1,
        status: 'active',
        branchlen: 0,
      }),
      { height: tip?.height, hash: tip?.id, branchlen: 2, status: 'valid-fork' },
    ])
  })
})

describe('/v1/blocks-bulk, as a backend that enables it (100 blocks at most)', () => {
  test('from..to oldest first in snake_case; bad ranges are 400s; "undefined" selects nothing', async () => {
    const [tip] = (await get('/v1/blocks')) as Block[]
    const height = (tip as Block).height
    const rows = (await get(`/v1/blocks-bulk/${height - 2}`)) as { height: number; hash: string }[]
    expect(rows.map((r) => r.height)).toEqual([height - 2, height - 1, height])
    expect(rows[2]?.hash).toBe(tip?.id)
    expect(await get('/v1/blocks-bulk/undefined')).toEqual([])
    for (const bad of ['-1', `${height}/${height - 1}`, `${height - 100}/${height}`]) {
      expect((await service.call('GET', `/api/v1/blocks-bulk/${bad}`)).status, bad).toBe(400)
    }
  })
})

describe('block extras, as $getBlockExtended computes them', () => {
  test("the coinbase's first output names address and signature; totals leave the coinbase out; the audit score", async () => {
    // A block mined now, so audited (the seeded history's audit fields are null, see 'block audits').
    expect((await service.call('POST', '/_simnet/mine', {})).status).toBe(200)
    const [tip] = (await get('/v1/blocks')) as Block[]
    const block = (await get(`/v1/block/${tip?.id}`)) as {
      extras: Record<string, unknown>
    }
    const txids = (await get(`/block/${tip?.id}/txids`)) as string[]
    type Vout = { value: number; scriptpubkey_asm: string; scriptpubkey_address?: string }
    const txs = await Promise.all(
      txids.map((txid) => get(`/tx/${txid}`) as Promise<{ vout: Vout[] }>),
    )
    const [coinbase, ...paying] = txs
    const first = coinbase?.vout[0]
    expect(block.extras.coinbaseSignature).toBe(first?.scriptpubkey_asm)
    expect(block.extras.coinbaseAddress).toBe(first?.scriptpubkey_address ?? null)
    expect(block.extras.totalOutputAmt).toBe(
      paying.reduce((n, tx) => n + tx.vout.reduce((m, o) => m + o.value, 0), 0),
    )
    // Without coinstatsindex mempool sends neither figure.
    expect([block.extras.utxoSetSize, block.extras.totalInputAmt]).toEqual([null, null])
    const score = (await get(`/v1/mining/blocks/audit/score/${tip?.id}`)) as Record<string, unknown>
    expect(score.hash).toBe(tip?.id)
    expect(block.extras).toMatchObject({
      matchRate: score.matchRate,
      expectedFees: score.expectedFees,
      expectedWeight: score.expectedWeight,
    })
  })
})

describe('/v1/init-data', () => {
  test("the websocket's init data: the 8 newest blocks oldest first, the mempool's count", async () => {
    const init = (await get('/v1/init-data')) as {
      blocks: Block[]
      mempoolInfo: { size: number }
      'mempool-blocks': unknown[]
    }
    const newest = ((await get('/v1/blocks')) as Block[]).slice(0, 8).reverse()
    expect(init.blocks.map((b) => b.id)).toEqual(newest.map((b) => b.id))
    expect(init.mempoolInfo.size).toBe(((await get('/mempool')) as { count: number }).count)
    expect(init['mempool-blocks']).toEqual(await get('/v1/fees/mempool-blocks'))
  })
})
