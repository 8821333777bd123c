/** The simulated Liquid networks, served under `/liquid` and `/liquidtestnet`. */
export const liquidNetworkNames = ['liquid', 'liquidtestnet'] as const
export type LiquidNetworkName = (typeof liquidNetworkNames)[number]

/** A generated Liquid network (to be built: chain, assets, pegs). */
export interface LiquidSim {
  name: LiquidNetworkName
}

/** Generates a Liquid network's history (to be built). */
export function generateLiquid(name: LiquidNetworkName, _seed: number): LiquidSim {
  return { name }
}
