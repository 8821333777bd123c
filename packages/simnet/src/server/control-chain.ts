import { addressScript } from '../bitcoin/script.js'
import { buildPayment, type Coin, randomScript } from '../chain/builder.js'
import type { SimChain } from '../chain/history.js'
import { chainTime } from '../chain/mempool-clock.js'
import {
  notBeforeParents,
  returnCoins,
  takeCoins,
  takeConfirmedCoins,
} from '../chain/mempool-coins.js'
import { arrivalFeeRate } from '../chain/mempool-feerates.js'
import type { Deviation } from '../chain/pool-deviation.js'
import { reorgChain } from '../chain/reorg.js'
import { blockMiner, chainStream } from '../chain/reorg-live.js'
import { type BumpRefusal, bumpFee } from '../chain/replace-arrival.js'
import type { BlockRecord } from '../chain/types.js'
import type { Rng } from '../rng.js'
import { bitcoinAddress } from './checks.js'
import { HttpError } from './router.js'

/** A block as the control API names it. */
export interface BlockRef {
  height: number
  hash: string
}

const ref = (block: BlockRecord): BlockRef => ({ height: block.height, hash: block.hash })

/**
 * When a block mined on demand is timed: at the chain's clock, and at least `spacing` seconds after the
 * tip (a still chain's clock is its tip's time: each block moves it on by `spacing`).
 */
function nextBlockTime(sim: SimChain, spacing: number): number {
  return Math.max(chainTime(sim), sim.chain.tip.time + spacing)
}

/**
 * Mines `count` blocks now, with the live miner's rules, each taking its template as `deviation` says:
 * by default as it is (a spec that sends a high-fee payment and mines expects it in the block).
 */
export function mineBlocks(
  sim: SimChain,
  count: number,
  spacing: number,
  deviation: Deviation = 'follow',
): BlockRef[] {
  const mine = blockMiner(sim)
  return Array.from({ length: count }, () => ref(mine(nextBlockTime(sim, spacing), deviation)))
}

/** Replaces the top `depth` blocks by `depth + 1` competing ones. */
export function reorgBlocks(
  sim: SimChain,
  depth: number,
  spacing: number,
): { disconnected: BlockRef[]; blocks: BlockRef[] } {
  if (depth >= sim.chain.blocks.length) {
    throw new HttpError(409, `The chain holds ${sim.chain.blocks.length} blocks: too few to reorg`)
  }
  const mine = blockMiner(sim)
  const { disconnected, connected } = reorgChain(sim, depth, () =>
    mine(nextBlockTime(sim, spacing), 'follow'),
  )
  return { disconnected: disconnected.map(ref), blocks: connected.map(ref) }
}

/**
 * When a transaction added now arrives: at the chain's clock, and after the tip. A still chain's clock
 * stays at its tip's time; the transaction came after that block, and the next block, by the live
 * rules, takes about what arrived since the last one.
 */
function arrivalTime(sim: SimChain): number {
  return Math.max(chainTime(sim), sim.chain.tip.time + 1)
}

/** The control API's own random stream per chain (the chain's streams stay as the seed made them). */
const streams = new WeakMap<SimChain, Rng>()
function streamOf(sim: SimChain): Rng {
  let rng = streams.get(sim)
  if (!rng) {
    rng = chainStream(sim, 'control-tx')
    streams.set(sim, rng)
  }
  return rng
}

export interface PaymentRequest {
  address?: string | undefined
  /** Sats paid to the address. */
  amount?: number | undefined
  /** sat/vB */
  feeRate?: number | undefined
  /** Signal BIP 125 replaceability. Default true. */
  replaceable?: boolean | undefined
}

/** The simulated users cannot gather a payment's amount plus fees from their confirmed coins. */
export class ShortfallError extends HttpError {
  constructor(
    readonly amount: number,
    readonly feeRate: number,
  ) {
    super(
      409,
      `The simulated wallet could not gather ${amount} sats plus fees at ${feeRate} sat/vB`,
    )
  }
}

/** Inputs taken for one payment at most: a wallet of dust cannot pay a large amount anyway. */
const maxInputs = 200
/** Empty draws before the wallet counts as unable to pay. */
const maxMisses = 20
/** Virtual bytes an input adds, generously (a legacy input is 148 vB): enough coins for the fee. */
const inputVsize = 150

/**
 * Builds and adds a payment from the simulated users' coins: to `address` (checked against the network)
 * or a fresh script, `amount` sats (random by default) at `feeRate` (an arrival's rate by default),
 * from confirmed coins, change back to the users, replaceable unless told otherwise. Announced like
 * any arrival. Throws `ShortfallError` when the users' confirmed coins cannot pay it.
 */
export function addPayment(sim: SimChain, request: PaymentRequest): string {
  const { chain } = sim
  const rng = streamOf(sim)
  let script: Uint8Array
  if (request.address === undefined) {
    script = randomScript(rng)
  } else {
    try {
      script = addressScript(bitcoinAddress(request.address, chain.params), chain.params)
    } catch {
      throw new HttpError(
        400,
        `"address" is not a ${chain.params.name} address: ${JSON.stringify(request.address)}`,
      )
    }
  }
  const amount = request.amount ?? rng.int(10_000, 1_000_000)
  const feeRate = request.feeRate ?? arrivalFeeRate(rng)
  const inputs: Coin[] = []
  let total = 0
  const neededWith = (count: number) => amount + Math.ceil(feeRate * (100 + inputVsize * count))
  const needed = () => neededWith(inputs.length)
  // A draw comes back empty when it met only coins that are gone (they leave the wallet then) or that
  // it passed over (unconfirmed ones, often): a few more draws get past them.
  for (let misses = 0; total < needed() && inputs.length < maxInputs && misses < maxMisses; ) {
    // Confirmed coins only: the simulation's fee bumps evict a replaced transaction's descendants, and
    // a test's payment must stay until it is mined.
    const [coin] = takeCoins(sim, rng, 1, { confirmedOnly: true })
    if (!coin) {
      misses++
      continue
    }
    inputs.push(coin)
    total += coin.value
  }
  if (total < needed()) {
    // The draws met only the mempool's coins: the wallet's confirmed ones, looked for one by one.
    const more = takeConfirmedCoins(
      sim,
      (sum, count) => total + sum < neededWith(inputs.length + count),
      maxInputs - inputs.length,
    )
    for (const coin of more) {
      inputs.push(coin)
      total += coin.value
    }
  }
  const record =
    total >= needed()
      ? buildPayment(chain, sim.wallet, rng, {
          time: notBeforeParents(sim, inputs, arrivalTime(sim)),
          feeRate,
          inputs,
          // Paid to an address the caller named: its owner's coin, which simnet's users never spend.
          pay: [{ script, value: amount, outsider: request.address !== undefined }],
          rbf: request.replaceable ?? true,
        })
      : undefined
  if (!record) {
    returnCoins(sim, inputs)
    throw new ShortfallError(amount, feeRate)
  }
  return record.txid
}

export interface ReplaceRequest {
  txid: string
  /** sat/vB; by default a random bump above the old rate. */
  feeRate?: number | undefined
  /** Whether the new version signals BIP 125 replaceability. Default true. */
  replaceable?: boolean | undefined
}

const refusals: Record<BumpRefusal, (request: ReplaceRequest) => HttpError> = {
  unknown: ({ txid }) => new HttpError(404, `No transaction ${txid} is in the mempool`),
  family: ({ txid }) =>
    new HttpError(409, `Transaction ${txid} has too many descendants to replace (over 10 evicted)`),
  rate: ({ feeRate }) =>
    new HttpError(
      409,
      `A replacement at ${feeRate} sat/vB does not pay for what it evicts (BIP 125 rules 3 and 4): ask for more`,
    ),
  funds: ({ txid }) =>
    new HttpError(409, `Transaction ${txid} has too little change to pay a higher fee`),
}

/**
 * Replaces mempool transaction `txid` by a fee bump (`bumpFee`): the same inputs and recipients at a higher
 * rate, announced like any replacement. Whether the original signalled does not matter (full RBF).
 */
export function replacePayment(sim: SimChain, request: ReplaceRequest): string {
  const time = arrivalTime(sim)
  const bumped = bumpFee(sim, streamOf(sim), request.txid, () => time, {
    feeRate: request.feeRate,
    replaceable: request.replaceable ?? true,
  })
  if (typeof bumped === 'string') throw refusals[bumped](request)
  return bumped.txid
}
