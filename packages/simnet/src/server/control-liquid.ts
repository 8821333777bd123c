import { decodeLiquidAddress } from '../liquid/address.js'
import { buildTx, type OutputSpec, randomScript, spend } from '../liquid/builder.js'
import { liquidTime, liquidTrafficShare, mineNext } from '../liquid/live.js'
import { mempoolSummary } from '../liquid/mempool.js'
import { blockInterval } from '../liquid/params.js'
import { type LiquidNetworkName, type LiquidSim, liquidNetworkNames } from '../liquid/sim.js'
import type { LiquidCoin } from '../liquid/wallet.js'
import { createRng, type Rng } from '../rng.js'
import type { Simnet } from '../simnet.js'
import type { BlockRef } from './control-chain.js'
import { activeFaults } from './faults.js'
import { HttpError } from './router.js'

/*
 * The control API on a Liquid network (`?network=liquid` or `liquidtestnet`): mine blocks now, add an
 * L-BTC payment, read the state. Liquid has no reorgs and a fixed fee rate.
 */

/** The Liquid network a control request names (`?network=liquid`), or undefined for a Bitcoin one. */
export const liquidNetworkOf = (query: URLSearchParams): LiquidNetworkName | undefined =>
  liquidNetworkNames.find((name) => name === query.get('network'))

/** Seconds between Liquid blocks signed on demand: a still chain's clock moves a minute a block. */
export const liquidSpacing = (simnet: Simnet): number => (simnet.options.live ? 1 : blockInterval)

/** The control API's own random stream per network (the simulation's streams stay as seeded). */
const streams = new WeakMap<LiquidSim, Rng>()
function streamOf(sim: LiquidSim): Rng {
  let rng = streams.get(sim)
  if (!rng) {
    rng = createRng(Number.parseInt(sim.chain.tip.hash.slice(0, 8), 16)).fork('control')
    streams.set(sim, rng)
  }
  return rng
}

/** Signs `count` blocks now, each at the clock and at least `spacing` seconds after the tip. */
export function mineLiquidBlocks(sim: LiquidSim, count: number, spacing: number): BlockRef[] {
  return Array.from({ length: count }, () => {
    const block = mineNext(
      sim,
      streamOf(sim),
      Math.max(liquidTime(sim), sim.chain.tip.time + spacing),
    )
    return { height: block.height, hash: block.hash }
  })
}

export interface LiquidPaymentRequest {
  /** A confidential address gets a blinded output, an unconfidential one an explicit output. */
  address?: string | undefined
  /** Sats of L-BTC. */
  amount?: number | undefined
}

/** Coins drawn at most for one payment. */
const maxInputs = 50
/** Room for the fee at 0.1 sat/vB: a blinded transaction of many inputs weighs a few thousand vB. */
const feeRoom = 5_000

/**
 * Builds and adds an L-BTC payment from the simulated users' coins to `address` (checked against the
 * network) or a fresh script: `amount` sats (random by default), change back to the users.
 */
export function addLiquidPayment(sim: LiquidSim, request: LiquidPaymentRequest): string {
  const rng = streamOf(sim)
  const params = sim.params
  let script = randomScript(rng)
  let confidential = true
  if (request.address !== undefined) {
    const decoded = decodeLiquidAddress(request.address, params.address)
    if (!decoded) {
      throw new HttpError(
        400,
        `"address" is not a ${params.name} address: ${JSON.stringify(request.address)}`,
      )
    }
    script = decoded.script
    confidential = decoded.confidential
  }
  const amount = request.amount ?? rng.int(100_000, 10_000_000)
  const native = params.nativeAsset
  const coins: LiquidCoin[] = []
  let total = 0
  while (total < amount + feeRoom && coins.length < maxInputs) {
    const coin = sim.wallet.takeLarge(native, 3)
    if (!coin) break
    coins.push(coin)
    total += coin.value
  }
  const outputs: OutputSpec[] = [
    { script, asset: native, value: amount, confidential },
    {
      script: randomScript(rng),
      asset: native,
      value: total - amount,
      confidential: true,
      keep: true,
      paysFee: true,
    },
  ]
  const record =
    total >= amount + feeRoom
      ? buildTx(sim.chain, sim.wallet, rng, {
          inputs: coins.map(spend),
          outputs,
          time: Math.max(liquidTime(sim), sim.chain.tip.time + 1),
          rbf: true,
        })
      : undefined
  if (!record) {
    for (const coin of coins) sim.wallet.add(coin)
    throw new HttpError(
      409,
      `The simulated wallet could not gather ${amount} sats of L-BTC plus fees`,
    )
  }
  return record.txid
}

/** `GET /_simnet/state?network=liquid`: the Liquid network's tip, mempool and live settings. */
export function liquidControlState(simnet: Simnet, sim: LiquidSim) {
  const { tip } = sim.chain
  const mempool = mempoolSummary(sim.chain)
  const { live, txRate, speed } = simnet.options
  return {
    network: sim.name,
    tip: { height: tip.height, hash: tip.hash, time: tip.time },
    mempool: { count: mempool.count, vsize: mempool.vsize },
    busyAddress: sim.busyAddress,
    live: {
      running: live,
      clock: liquidTime(sim),
      txRate: txRate * liquidTrafficShare,
      blockInterval,
      speed,
    },
    faults: activeFaults(simnet),
  }
}
