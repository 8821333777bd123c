import { describe, expect, it } from 'vitest'
import type { ProjectedBlock } from '../chain/projection.js'
import { cachedBlocks } from '../liquid/block-format.js'
import type { FederationTxo } from '../liquid/pegs.js'
import { parentTxids } from '../liquid/projection.js'
import { generateLiquid } from '../liquid/sim.js'
import type { LiquidSim } from '../liquid/state.js'
import { expiredUtxos, nextBlockFeeRate, reservesStatus } from './liquid-peg-routes.js'
import { liquidRoutes } from './liquid-routes.js'
import { HttpError, Router } from './router.js'

const sim = generateLiquid('liquid', 3)
const router = liquidRoutes(new Router<LiquidSim>())

/** Answers a GET as the server would: the JSON, or the HttpError's status and message. */
async function get(path: string, state: LiquidSim = sim): Promise<unknown> {
  const url = new URL(path, 'http://simnet.test')
  const route = router.match('GET', url.pathname)
  if (!route) throw new Error(`no route ${path}`)
  try {
    const reply = await route.handler({
      state,
      params: route.params,
      query: url.searchParams,
      body: '',
    })
    return 'json' in reply ? reply.json : reply
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message }
    throw error
  }
}

const tip = sim.chain.tip
type Block = { height: number; bits?: null; extras?: Record<string, unknown>; ext?: unknown }

describe('Liquid /v1 blocks as mempool sends them', () => {
  it('/v1/block/:hash: cached blocks with extras (no pool), older ones bare; bits null, no ext', async () => {
    const cached = (await get(`/v1/block/${tip.hash}`)) as Block
    expect(cached.bits).toBeNull()
    expect(cached).not.toHaveProperty('ext')
    expect(cached.extras).toBeDefined()
    for (const key of ['pool', 'matchRate', 'expectedFees', 'feePercentiles', 'medianFeeAmt'])
      expect(cached.extras).not.toHaveProperty(key)
    const old = sim.chain.blockAt(tip.height - cachedBlocks)
    const bare = (await get(`/v1/block/${old?.hash}`)) as Block
    expect([bare.bits, 'extras' in bare, 'ext' in bare]).toEqual([null, false, false])
  })

  it('/v1/blocks/:height starts at parseInt(height) || tip, capped at the tip; negative fails', async () => {
    const heights = async (path: string) => ((await get(path)) as Block[]).map((b) => b.height)
    const fromTip = Array.from({ length: 15 }, (_, i) => tip.height - i)
    expect(await heights('/v1/blocks')).toEqual(fromTip)
    expect(await heights('/v1/blocks/0')).toEqual(fromTip)
    expect(await heights('/v1/blocks/undefined')).toEqual(fromTip)
    expect(await heights(`/v1/blocks/${tip.height + 50}`)).toEqual(fromTip)
    expect((await heights(`/v1/blocks/${tip.height - 40}`))[0]).toBe(tip.height - 40)
    expect(await get('/v1/blocks/-3')).toEqual({ status: 500, message: 'Failed to get blocks' })
    const listed = (await get(`/v1/blocks/${tip.height - cachedBlocks}`)) as Block[]
    expect(listed.every((b) => !('bits' in b) && !('extras' in b) && 'ext' in b)).toBe(true)
  })

  it('the difficulty adjustment has no previous retarget: NaN, sent as null', async () => {
    const da = JSON.parse(JSON.stringify(await get('/v1/difficulty-adjustment')))
    expect(da.previousRetarget).toBeNull()
  })
})

describe('routes mempool registers for every network, on Liquid', () => {
  it('/v1/validate-address/:a: Elements adds the blinding key and the unconfidential address', async () => {
    const confidential =
      'lq1qqtwwzcqchwacudk70vu5mad4zehf4km5nzl8mzq6sksf4mk0w6mzxl0w3far32alkqxmlw3ktjxkwy5nfnzfzkampwsv6hahv'
    const unconfidential = 'ex1q0hhg573c4wlmqrdlhgm9ert8z2f5e3y34qc0px'
    expect(await get(`/v1/validate-address/${confidential}`)).toMatchObject({
      isvalid: true,
      scriptPubKey: '00147dee8a7a38abbfb00dbfba365c8d6712934cc491',
      confidential_key: '02dce16018bbbb8e36de7b394df5b5166e9adb7498be7d881a85a09aeecf76b623',
      unconfidential,
    })
    expect(await get(`/v1/validate-address/${unconfidential}`)).toMatchObject({
      isvalid: true,
      confidential_key: '',
      unconfidential,
    })
    // A Bitcoin address is no Liquid address; text mempool refuses itself is a 501.
    expect(
      await get('/v1/validate-address/bc1q0hhg573c4wlmqrdlhgm9ert8z2f5e3y3lf9hvx'),
    ).toMatchObject({ isvalid: false })
    expect(await get('/v1/validate-address/not-an-address')).toEqual({
      status: 501,
      message: 'Invalid address',
    })
  })

  const mempool = [...sim.chain.mempool.values()]
  const child = mempool.find((r) => parentTxids(r).some((p) => sim.chain.mempool.has(p)))

  it('/v1/cpfp/:txid: a mempool transaction with its unconfirmed relatives; others answer no ancestors', async () => {
    const first = mempool[0]
    const info = (await get(`/v1/cpfp/${first?.txid}`)) as Record<string, unknown>
    expect(info).toMatchObject({ bestDescendant: null, sigops: 0, fee: first?.fee })
    expect(await get(`/v1/cpfp/${tip.txids[1]}`)).toEqual({ ancestors: [] })
    expect(await get(`/v1/cpfp/${'ab'.repeat(32)}`)).toEqual({ ancestors: [] })
    expect(await get('/v1/cpfp/xyz')).toEqual({ status: 501, message: 'Invalid transaction ID' })
    if (child) {
      const ancestors = ((await get(`/v1/cpfp/${child.txid}`)) as { ancestors: { txid: string }[] })
        .ancestors
      expect(ancestors.map((a) => a.txid)).toEqual(
        expect.arrayContaining(parentTxids(child).filter((p) => sim.chain.mempool.has(p))),
      )
    }
  })

  it('/v1/transaction-times and /v1/fees/precise', async () => {
    const first = mempool[0]
    expect(await get(`/v1/transaction-times?txId[]=${first?.txid}&txId[]=${tip.txids[0]}`)).toEqual(
      [first?.firstSeen, 0],
    )
    expect(Object.values((await get('/v1/fees/precise')) as object)).toEqual([
      0.1, 0.1, 0.1, 0.1, 0.1,
    ])
  })
})

describe('pegs and reserves', () => {
  it('pegs: a decimal-string sum, the tip, 15 pegs a page from an offset; a word offset fails', async () => {
    const total = (await get('/v1/liquid/pegs')) as { amount: string; lastBlockUpdate: number }
    expect(total.amount).toMatch(/^-?\d+$/)
    expect(total.lastBlockUpdate).toBe(tip.height)
    const first = (await get('/v1/liquid/pegs/list/0')) as { blocktime: number }[]
    const next = (await get('/v1/liquid/pegs/list/15')) as { blocktime: number }[]
    expect(first).toHaveLength(15)
    expect(first.at(-1)?.blocktime).toBeGreaterThanOrEqual(next[0]?.blocktime ?? 0)
    expect(await get('/v1/liquid/pegs/list/-1')).toEqual({
      status: 500,
      message: 'Failed to get pegs list',
    })
    expect(await get('/v1/liquid/pegs/list/abc')).toEqual({
      status: 500,
      message: 'Failed to get pegs list',
    })
    const { pegs_count } = (await get('/v1/liquid/pegs/count')) as { pegs_count: number }
    const months = (await get('/v1/liquid/pegs/month')) as { amount: string }[]
    expect(months.reduce((n, m) => n + Number(m.amount), 0)).toBe(Number(total.amount))
    expect(pegs_count).toBeGreaterThan(15)
  })

  it('reserves: the held outputs, by address and in all, agree', async () => {
    const reserves = (await get('/v1/liquid/reserves')) as { amount: string }
    const utxos = (await get('/v1/liquid/reserves/utxos')) as { amount: number }[]
    const addresses = (await get('/v1/liquid/reserves/addresses')) as { balance: string }[]
    const sum = (values: number[]) => values.reduce((n, v) => n + v, 0)
    expect(Number(reserves.amount)).toBe(sum(utxos.map((u) => u.amount)))
    expect(sum(addresses.map((a) => Number(a.balance)))).toBe(Number(reserves.amount))
    expect(await get('/v1/liquid/reserves/utxos/total')).toEqual({ utxo_count: utxos.length })
    expect(await get('/v1/liquid/reserves/utxos/emergency-spent/stats')).toEqual({
      utxo_count: 0,
      total_amount: null,
    })
  })
})

describe('the reserves audit status', () => {
  it('is synced within 3 unvalidated headers and 105 unaudited blocks, as mempool counts', () => {
    expect(reservesStatus(100, 100, 99).isAuditSynced).toBe(true)
    expect(reservesStatus(100, 103, 96).isAuditSynced).toBe(true)
    expect(reservesStatus(1000, 1000, 895).isAuditSynced).toBe(true)
    expect(reservesStatus(100, 104, 99).isAuditSynced).toBe(false)
    expect(reservesStatus(1000, 1000, 894).isAuditSynced).toBe(false)
  })

  it('answers the parent tip, the audit one block below it, synced', async () => {
    const status = (await get('/v1/liquid/reserves/status')) as ReturnType<typeof reservesStatus>
    expect(status.bitcoinHeaders).toBe(status.bitcoinBlocks)
    expect(status.lastBlockAudit).toBe(status.bitcoinBlocks - 1)
    expect(status.isAuditSynced).toBe(true)
  })
})

describe('historical prices on Liquid', () => {
  it('liquid answers the price table; liquidtestnet refuses as a testnet', async () => {
    const answer = (await get('/v1/historical-price?currency=EUR')) as { prices: object[] }
    expect(answer.prices.length).toBeGreaterThan(0)
    const testnet = generateLiquid('liquidtestnet', 3)
    expect(await get('/v1/historical-price', testnet)).toEqual({
      status: 400,
      message: 'Prices are not available on testnets.',
    })
  })
})

describe('expired reserves outputs', () => {
  const block = (blockVSize: number, low: number): ProjectedBlock => ({
    blockSize: blockVSize * 2,
    blockVSize,
    nTx: 1_000,
    totalFees: 0,
    medianFee: low,
    feeRange: [low, low * 2],
    txs: [],
  })

  it("rates dust at the parent's next-block estimate, rounded to sat/vB as mempool does", () => {
    expect(nextBlockFeeRate([block(990_000, 6.6), block(990_000, 3)])).toBe(7)
    expect(nextBlockFeeRate([block(990_000, 12.4)])).toBe(12)
    // A projected block that is not full confirms anything: the floor.
    expect(nextBlockFeeRate([block(300_000, 20)])).toBe(1)
    expect(nextBlockFeeRate([])).toBe(1)
  })

  it('lists the unspent expired outputs newest first, dust at or below 450 vB of the rate', () => {
    const txo = (txid: string, amount: number, blocktime: number, spentAt = 0): FederationTxo => ({
      txid,
      txindex: 0,
      bitcoinaddress: 'bc1q',
      amount,
      blocknumber: 1,
      blocktime,
      spentAt,
      pegtxid: '',
      pegindex: 0,
      pegblocktime: 0,
      timelock: 4032,
      expiredAt: blocktime + 4032 * 600,
    })
    const books = {
      pegs: [],
      txos: [txo('a', 3_150, 10), txo('b', 3_151, 20), txo('c', 500, 30, 99_999_999)],
      bitcoinTip: 10_000,
      lastBlockAudit: 9_999,
    }
    const expired = expiredUtxos(books, 7)
    expect(expired.map((u) => [u.txid, u.isDust])).toEqual([
      ['b', false],
      ['a', true],
    ])
  })
})
