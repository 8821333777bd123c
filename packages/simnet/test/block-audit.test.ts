// Block audits as simnet keeps them: each block a miner mines is audited against the template projected
// just before it (mempool's audit.ts rules, see src/mining/audit.ts), and the control API's `audit` option
// mines a block that departs from its template on purpose.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ControlledSimnet, startControlled } from './control-helpers.js'

interface Summary {
  id: string
  template: { txid: string; fee: number; vsize: number; time?: number; flags: number }[]
  missingTxs: string[]
  addedTxs: string[]
  prioritizedTxs: string[]
  freshTxs: string[]
  unseenTxs: string[]
  matchRate: number
  expectedFees: number
  expectedWeight: number
}

let service: ControlledSimnet
const get = async <T>(path: string) => (await service.call('GET', `/api${path}`)).body as T

/** Payments at these rates (sat/vB): a mempool with a top and a cheap end. */
const rates = [60, 50, 45, 40, 35, 30, 25, 20, 10, 5, 3, 2]
const pay = async () => {
  for (const feeRate of rates) await service.call('POST', '/_simnet/tx', { feeRate })
}

beforeAll(async () => {
  service = await startControlled()
}, 120_000)
afterAll(() => service?.close())

async function mine(audit?: string): Promise<{ hash: string; height: number }> {
  const answer = await service.call('POST', '/_simnet/mine', audit ? { audit } : {})
  expect(answer.status).toBe(200)
  return (answer.body as { blocks: { hash: string; height: number }[] }).blocks[0] as {
    hash: string
    height: number
  }
}

/** The block's audit, checked against its contents, its score, its extras and the scores around it. */
async function auditOf(block: { hash: string; height: number }) {
  const summary = await get<Summary>(`/v1/block/${block.hash}/audit-summary`)
  const txids = await get<string[]>(`/block/${block.hash}/txids`)
  const inBlock = new Set(txids)
  const inTemplate = new Set(summary.template.map((tx) => tx.txid))
  for (const txid of [...summary.missingTxs, ...summary.freshTxs]) {
    expect(inTemplate.has(txid) && !inBlock.has(txid), txid).toBe(true)
  }
  for (const txid of summary.addedTxs) expect(inBlock.has(txid) && !inTemplate.has(txid)).toBe(true)
  for (const txid of summary.prioritizedTxs) expect(inBlock.has(txid), txid).toBe(true)
  // Every template transaction is in the block, or tagged missing or fresh, or pushed out at its end.
  expect(summary.expectedFees).toBe(summary.template.reduce((n, tx) => n + tx.fee, 0))
  expect(summary.expectedWeight).toBe(summary.template.reduce((n, tx) => n + tx.vsize * 4, 0))
  const score = await get<Record<string, unknown>>(`/v1/mining/blocks/audit/score/${block.hash}`)
  const figures = {
    matchRate: summary.matchRate,
    expectedFees: summary.expectedFees,
    expectedWeight: summary.expectedWeight,
  }
  expect(score).toEqual({ hash: block.hash, ...figures })
  const scores = await get<{ hash: string }[]>(`/v1/mining/blocks/audit/scores/${block.height}`)
  expect(scores.at(-1)).toEqual(score)
  const extended = await get<{ extras: Record<string, unknown> }>(`/v1/block/${block.hash}`)
  expect(extended.extras).toMatchObject(figures)
  // Stripped as mempool strips it: vsize weight / 4 unrounded (so the expected weight is the template's
  // weight), first seen, classification flags (each signals RBF or not: bit 0 or 1).
  let weight = 0
  for (const tx of summary.template) {
    const found = await get<{ weight: number }>(`/tx/${tx.txid}`)
    expect(tx.vsize, tx.txid).toBe(found.weight / 4)
    expect(typeof tx.time, tx.txid).toBe('number')
    expect(tx.flags & 3, tx.txid).not.toBe(0)
    weight += found.weight
  }
  expect(summary.expectedWeight).toBe(weight)
  return { summary, txids, extras: extended.extras }
}

describe('block audits of mined blocks', () => {
  test('a block mined by the control API follows its template: 100 %, the high-fee payment in it', async () => {
    const paid = (await service.call('POST', '/_simnet/tx', { feeRate: 400 })).body as {
      txid: string
    }
    const { summary, txids } = await auditOf(await mine())
    expect(txids).toContain(paid.txid)
    expect(summary.matchRate).toBe(100)
    expect([summary.missingTxs, summary.addedTxs, summary.prioritizedTxs]).toEqual([[], [], []])
    expect(summary.template.map((tx) => tx.txid)).toEqual(txids.slice(1))
  })

  test('what arrived just before a block and is not in it is fresh, not missing: the score stays whole', async () => {
    await pay()
    const { summary } = await auditOf(await mine('empty'))
    expect(summary.freshTxs.length).toBe(rates.length)
    expect([summary.missingTxs, summary.matchRate]).toEqual([[], 100])
  })

  test('"censor" leaves one or two template transactions out: missing, the match rate below 100', async () => {
    const { summary, extras } = await auditOf(await mine('censor'))
    // extras.similarity is the audit's: the template's weight the block holds, a share below 1.
    expect(extras.similarity).toBeGreaterThan(0)
    expect(extras.similarity).toBeLessThan(1)
    expect(summary.missingTxs.length).toBeGreaterThanOrEqual(1)
    expect(summary.missingTxs.length).toBeLessThanOrEqual(2)
    const expected =
      (100 * (summary.template.length - summary.missingTxs.length)) / summary.template.length
    expect(summary.matchRate).toBeCloseTo(expected, 1)
  })

  test('"prioritize" puts cheap transactions at the top of the block', async () => {
    await pay()
    const { summary, txids } = await auditOf(await mine('prioritize'))
    expect(summary.prioritizedTxs.length).toBeGreaterThanOrEqual(1)
    // The audit lists them in its own order (mempool's audit walks the template, not the block).
    expect(txids.slice(1, 1 + summary.prioritizedTxs.length).sort()).toEqual(
      [...summary.prioritizedTxs].sort(),
    )
    expect(summary.missingTxs).toEqual([])
  })

  test('"empty" mines the coinbase alone: every template transaction missing (or fresh), 0 %', async () => {
    await pay()
    await mine('empty')
    const { summary, txids } = await auditOf(await mine('empty'))
    expect(txids).toHaveLength(1)
    expect([...summary.missingTxs, ...summary.freshTxs].sort()).toEqual(
      summary.template.map((tx) => tx.txid).sort(),
    )
    expect(summary.matchRate).toBe(summary.missingTxs.length ? 0 : 100)
  })

  test('the block-health series gives each audited block its match rate', async () => {
    const points = await get<[number, number, number][]>('/v1/mining/blocks/predictions/24h')
    for (const [, height, rate] of points.slice(-5)) {
      const hash = (
        (await service.call('GET', `/api/block-height/${height}`)).body as string
      ).trim()
      const score = await get<{ matchRate: number }>(`/v1/mining/blocks/audit/score/${hash}`)
      expect(rate, `height ${height}`).toBe(score.matchRate)
    }
  })

  test('a bad "audit" is a 400 naming the choices; Liquid has no audits', async () => {
    const bad = await service.call('POST', '/_simnet/mine', { audit: 'steal' })
    expect(bad.status).toBe(400)
    expect(String(bad.body)).toMatch(
      /"audit" must be one of follow, censor, prioritize, empty, fresh/,
    )
    const liquid = await service.call('POST', '/_simnet/mine?network=liquid', { audit: 'empty' })
    expect(liquid.status).toBe(400)
    expect(String(liquid.body)).toMatch(/Liquid has no block audits/)
  })
})
