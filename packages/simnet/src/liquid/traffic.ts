import type { Rng } from '../rng.js'
import { assetTransfer, burn, issue, nativeTransfer, pegIn, pegOut, reissue } from './activity.js'
import type { LiquidSim, SimAsset } from './state.js'
import type { LiquidTxRecord } from './types.js'

/*
 * Liquid's usual traffic, shared by the generated history and the live simulation: mostly L-BTC
 * payments, a quarter asset transfers (Tether most), and now and then a peg, a burn, a reissuance or a
 * new asset.
 */

/** An issued asset to move, Tether most often (as on Liquid), among those the wallet holds. */
function pickAsset(sim: LiquidSim, usdt: string | undefined): string | undefined {
  if (usdt && sim.rng.chance(0.55) && sim.wallet.size(usdt) > 0) return usdt
  const held = [...sim.assets.keys()].filter((a) => sim.wallet.size(a) > 0)
  return held.length ? sim.rng.pick(held) : undefined
}

/**
 * One transaction of the usual mix on Liquid (undefined when the wallet could not fund it). Without
 * `pegOuts`, a payment where a peg-out would be (a linked history makes the peg-outs its parent's payouts pay).
 */
export function activity(
  sim: LiquidSim,
  time: number,
  usdt: string | undefined,
  pegOuts = true,
): LiquidTxRecord | undefined {
  const { rng } = sim
  const draw = rng.next()
  if (draw < 0.5) return nativeTransfer(sim, time)
  if (draw < 0.76) {
    const asset = pickAsset(sim, usdt)
    return asset ? assetTransfer(sim, time, asset) : nativeTransfer(sim, time)
  }
  if (draw < 0.81) return pegIn(sim, time, Math.round(rng.logNormal(20_000_000, 1.5)) + 10_000)
  if (draw < 0.84) return pegOuts ? pegOut(sim, time) : nativeTransfer(sim, time)
  if (draw < 0.86) {
    const asset = rng.chance(0.3) ? sim.params.nativeAsset : pickAsset(sim, usdt)
    return asset ? burn(sim, time, asset) : undefined
  }
  // Issuers mint more a few times a day (Tether most), and new assets appear now and then.
  if (draw < 0.866) {
    const reissuable = [...sim.assets.values()].filter((a) => a.token && sim.wallet.size(a.token))
    const usdtAsset = usdt ? sim.assets.get(usdt) : undefined
    const asset = usdtAsset?.token && rng.chance(0.6) ? usdtAsset : rng.pick(reissuable)
    return asset ? reissue(sim, time, asset, reissueAmount(rng, asset)) : undefined
  }
  if (draw < 0.87) return unregisteredIssuance(sim, time)
  return nativeTransfer(sim, time)
}

const reissueAmount = (rng: Rng, asset: SimAsset): number =>
  Math.max(1, Math.round(rng.logNormal(10 ** asset.precision * 100_000, 1)))

/** An asset nobody registered: no contract (or one nobody published), sometimes blinded amounts. */
function unregisteredIssuance(sim: LiquidSim, time: number): LiquidTxRecord | undefined {
  const { rng } = sim
  const tokens = rng.chance(0.5) ? 1 : 0
  return issue(sim, time, {
    contractHash: rng.chance(0.5) ? new Uint8Array(32) : rng.bytes(32),
    amount: Math.round(rng.logNormal(100_000_000_000, 2)) + 1,
    tokens,
    blindedAmount: rng.chance(0.25),
    blindedTokens: tokens > 0 && rng.chance(0.3),
    precision: 0,
  })?.record
}
