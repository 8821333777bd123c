import { generateHistory } from './history.js'
import type { LiquidNetworkName } from './params.js'
import type { LiquidSim } from './state.js'

export { type LiquidNetworkName, liquidNetworkNames } from './params.js'
export type { LiquidSim } from './state.js'

/**
 * Generates a Liquid network (`liquid` or `liquidtestnet`) from a seed: the same seed gives the same
 * chain, assets and mempool (src/liquid/history.ts).
 */
export function generateLiquid(name: LiquidNetworkName, seed: number): LiquidSim {
  return generateHistory(name, seed)
}
