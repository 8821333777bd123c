import { difficultyToBits } from '../bitcoin/block.js'
import { outputScript, scriptAddress } from '../bitcoin/script.js'
import { historyFederation, historyPayout, noteDeposit } from '../federation/history-payouts.js'
import {
  depositBlocks,
  depositScript,
  fundingDeposits,
  peggedLiquid,
} from '../federation/scripts.js'
import type { BitcoinParams } from '../params.js'
import { createRng, type Rng } from '../rng.js'
import { buildPayment, type Coin, randomScript, Wallet } from './builder.js'
import { Chain } from './chain.js'
import { mineBlock } from './miner.js'
import { poolFor } from './pools.js'
import type { TxRecord } from './types.js'

/** A generated network: its chain, the users' wallet, and the landmarks tests and demos look for. */
export interface SimChain {
  chain: Chain
  wallet: Wallet
  rng: Rng
  halvingInterval: number
  /** An exchange-like address with a very long history (over 20,000 transactions on main). */
  busyAddress: string
  /** A batch payout with thousands of outputs (5,000 on main), or undefined on small networks. */
  batchTxid: string | undefined
}

/** Coins mature 100 blocks after their coinbase (consensus rule): held back until then. */
const coinbaseMaturity = 100

/** Fee rates in sat/vB: log-normal around a few sat/vB with a long tail, as recorded mempools show. */
export function feeRate(rng: Rng, median = 3): number {
  return Math.max(1, Math.round(rng.logNormal(median, 0.9) * 100) / 100)
}

/** One ordinary payment from 1-3 random coins to a fresh destination, or undefined when coins run short. */
function payment(sim: SimChain, time: number, rate: number, to?: Uint8Array): TxRecord | undefined {
  const { wallet, rng, chain } = sim
  const inputs = Array.from({ length: rng.int(1, 3) }, () => wallet.take()).filter(
    (c): c is Coin => !!c,
  )
  const total = inputs.reduce((n, c) => n + c.value, 0)
  const value = Math.floor(total * (0.05 + rng.next() * 0.6))
  const record =
    inputs.length && value > 1000
      ? buildPayment(chain, wallet, rng, {
          time,
          feeRate: rate,
          inputs,
          pay: [{ script: to ?? randomScript(rng), value }],
          rbf: rng.chance(0.7),
          locktime: rng.chance(0.6) ? (chain.blocks.at(-1)?.height ?? 0) : 0,
          ...(rng.chance(0.03) ? { data: rng.bytes(rng.int(4, 40)) } : {}),
        })
      : undefined
  if (!record) for (const coin of inputs) wallet.add(coin)
  return record
}

/** A batch payout from one large coin to `count` fresh destinations. */
function batch(sim: SimChain, time: number, count: number): TxRecord | undefined {
  const coin = sim.wallet.takeLarge(40)
  if (!coin) return undefined
  const each = Math.floor((coin.value * 0.9) / count)
  if (each < 600) {
    sim.wallet.add(coin)
    return undefined
  }
  const pay = Array.from({ length: count }, () => ({ script: randomScript(sim.rng), value: each }))
  return buildPayment(sim.chain, sim.wallet, sim.rng, {
    time,
    feeRate: feeRate(sim.rng, 5),
    inputs: [coin],
    pay,
  })
}

/**
 * Deposit `n` to the Liquid federation (a peg-in's Bitcoin side, claimed later on Liquid): the first ones
 * a few BTC (they fund Liquid's users), then the sizes of everyday peg-ins. Paid to an outsider: the
 * users' wallet never spends it.
 */
function deposit(sim: SimChain, time: number, liquid: string, n: number): TxRecord | undefined {
  const { wallet, rng } = sim
  const value =
    n < fundingDeposits
      ? Math.round(rng.logNormal(300_000_000, 1))
      : Math.round(rng.logNormal(20_000_000, 1.5)) + 10_000
  const inputs: Coin[] = []
  let total = 0
  for (let k = 0; k < 6 && total < value + 50_000; k++) {
    const coin = wallet.takeLarge(6)
    if (!coin) break
    inputs.push(coin)
    total += coin.value
  }
  const record =
    total >= value + 50_000
      ? buildPayment(sim.chain, wallet, rng, {
          time,
          feeRate: feeRate(rng),
          inputs,
          pay: [{ script: depositScript(liquid, n), value, outsider: true }],
        })
      : undefined
  if (!record) for (const coin of inputs) wallet.add(coin)
  return record
}

/**
 * Generates a network's history: `historyBlocks` blocks up to `tipHeight`, spaced like real blocks, with
 * difficulty epochs of 2016 blocks, pools by their real shares, light old blocks and full recent ones,
 * one address with a very long history and one batch payout with thousands of outputs; on a network a
 * Liquid network pegs to, one deposit to its federation in each of the last `depositBlocks` blocks and
 * the federation's payouts of the Liquid history's peg-outs (federation/history-payouts.ts).
 */
export function generateHistory(params: BitcoinParams, seed: number): SimChain {
  const rng = createRng(seed).fork(params.name)
  const chain = new Chain(params)
  const wallet = new Wallet(rng.fork('wallet'))
  const halvingInterval = params.name === 'regtest' ? 150 : 210_000
  const busyScript = outputScript.p2wpkh(rng.fork('busy').bytes(20))
  const busyAddress = scriptAddress(busyScript, params) ?? ''
  const sim: SimChain = { chain, wallet, rng, halvingInterval, busyAddress, batchTxid: undefined }

  const first = params.tipHeight - params.historyBlocks + 1
  // Block times backwards from the tip, exponential gaps around 10 minutes.
  const times: number[] = []
  for (let t = params.tipTime, i = 0; i < params.historyBlocks; i++) {
    times.unshift(Math.round(t))
    t -= Math.max(1, rng.exponential(600))
  }
  // Difficulty per 2016-block epoch, backwards from the tip's with a few percent change each.
  const epochDifficulty = new Map<number, number>()
  let difficulty = params.difficulty
  for (
    let epoch = Math.floor(params.tipHeight / 2016);
    epoch >= Math.floor(first / 2016);
    epoch--
  ) {
    epochDifficulty.set(epoch, difficulty)
    difficulty /= 1 + (rng.logNormal(1, 0.6) - 0.9) * 0.05
  }
  const bitsOf = (height: number) =>
    params.name === 'regtest'
      ? 0x207fffff
      : difficultyToBits(epochDifficulty.get(Math.floor(height / 2016)) ?? params.difficulty)

  const maturing: Coin[][] = []
  const busyPerBlock = params.name === 'main' ? 5 : 0
  const batchHeight = params.name === 'main' ? params.tipHeight - 150 : undefined
  const liquid = peggedLiquid(params.name)
  const federation = historyFederation(params, seed)
  let deposits = 0
  for (let i = 0; i < params.historyBlocks; i++) {
    const height = first + i
    const time = times[i] as number
    const full = height > params.tipHeight - params.fullBlocks
    const include: TxRecord[] = []
    const add = (record: TxRecord | undefined) => record && include.push(record)
    if (wallet.size > 0) {
      for (let k = 0; k < busyPerBlock; k++) add(payment(sim, time, feeRate(rng), busyScript))
      const count = full ? rng.int(40, 140) : rng.int(0, 2)
      for (let k = 0; k < count; k++) {
        if (full && rng.chance(0.02)) add(batch(sim, time, rng.int(10, 60)))
        else add(payment(sim, time, feeRate(rng)))
      }
      if (height === batchHeight)
        sim.batchTxid = add(batch(sim, time, 5_000)) ? include.at(-1)?.txid : undefined
      if (liquid && height > params.tipHeight - depositBlocks) {
        const made = deposit(sim, time, liquid, deposits)
        if (made) {
          include.push(made)
          if (federation) noteDeposit(federation, deposits, made)
          deposits++
        }
      }
      if (federation) add(historyPayout(chain, federation, height, time))
    }
    // A test network's coins would be dust at its real height: its first block seeds the wallet.
    const premine = i === 0 && params.name !== 'main' ? 100_000_000_000 : 0
    const { coinbase } = mineBlock(chain, {
      time,
      bits: bitsOf(height),
      pool: poolFor(rng.next()),
      include,
      rng,
      halvingInterval,
      extraReward: premine,
      coinbaseOutputs: premine ? 200 : i < coinbaseMaturity ? 10 : 1,
      genesisParent: Buffer.from(rng.bytes(32)).toString('hex'),
    })
    maturing.push(
      coinbase.outputs
        .map((out, vout) => ({ txid: coinbase.txid, vout, value: out.value, type: out.type }))
        .filter((coin) => coin.value > 0 && coin.type !== 'op_return'),
    )
    // The premine is spendable at once; ordinary coinbases after 100 blocks.
    if (premine) for (const coin of maturing.pop() ?? []) wallet.add(coin)
    if (maturing.length > coinbaseMaturity)
      for (const coin of maturing.shift() ?? []) wallet.add(coin)
  }
  return afterHistory(sim, seed)
}

/**
 * Fresh random streams for what follows the history (the live simulation, the wallet's draws), derived
 * from the seed alone: a history loaded from the disk cache then continues exactly as a generated one.
 */
export function afterHistory(sim: SimChain, seed: number): SimChain {
  const rng = createRng(seed).fork(`${sim.chain.params.name}:after-history`)
  const wallet = new Wallet(rng.fork('wallet'))
  for (const coin of sim.wallet.list()) wallet.add(coin)
  return { ...sim, rng, wallet }
}
