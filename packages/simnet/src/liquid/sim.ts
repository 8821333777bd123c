import type { Chain } from '../chain/chain.js'
import { referenceTipTime } from '../params.js'
import { generateHistory } from './history.js'
import { type LiquidNetworkName, liquidParamsAt } from './params.js'
import type { LiquidSim } from './state.js'

export { type LiquidNetworkName, liquidNetworkNames } from './params.js'
export type { LiquidSim } from './state.js'

/**
 * Generates a Liquid network (`liquid` or `liquidtestnet`) from a seed, its tip at `tipTime` (Unix
 * seconds): the same seed and tip time give the same chain, assets and mempool (src/liquid/history.ts).
 * With its parent chain (simnet's main for liquid, testnet for liquidtestnet), its peg-ins claim that
 * chain's deposits to the federation and its peg-outs are paid there; without, their Bitcoin side is
 * derived.
 */
export function generateLiquid(
  name: LiquidNetworkName,
  seed: number,
  tipTime = referenceTipTime,
  parent?: Chain,
): LiquidSim {
  return generateHistory(liquidParamsAt(name, tipTime), seed, parent)
}
