import type { DifficultyAdjustment, Network } from '@outpoint/explorer-client'
import { isLiquidNetwork } from '@outpoint/explorer-client'

const tenMinutes = 600_000
/** Liquid's functionaries sign a block every minute. */
const oneMinute = 60_000

/**
 * The average time between blocks (ms): Liquid's fixed minute, else the service's recent average from the
 * difficulty adjustment, else Bitcoin's target of ten minutes.
 */
export function blockInterval(network: Network, da: DifficultyAdjustment | undefined): number {
  if (isLiquidNetwork(network)) return oneMinute
  const average = da?.timeAvg ?? 0
  return average > 0 ? average : tenMinutes
}
