import type { DifficultyAdjustment } from '@outpoint/explorer-client'
import { calcDifficultyAdjustment } from '../mining/difficulty-adjustment.js'
import type { LiquidChain } from './chain.js'

const epochLength = 2016

/**
 * `/v1/difficulty-adjustment` on Liquid: mempool runs Bitcoin's epoch arithmetic over the block
 * heights and times whatever the chain (so one-minute blocks read as far ahead of a ten-minute
 * schedule). Elements blocks carry no difficulty, so mempool's last retarget is NaN (blocks.ts), and
 * so are the fields it scales early in an epoch (difficultyChange, adjustedTimeAvg, remainingTime,
 * estimatedRetargetDate): JSON sends each NaN as `null`, as the real service does.
 */
export function liquidDifficultyAdjustment(
  chain: LiquidChain,
  nowSeconds: number,
): DifficultyAdjustment {
  const tip = chain.tip
  const epochStart = chain.blockAt(tip.height - (tip.height % epochLength))
  return calcDifficultyAdjustment({
    epochStartTime: epochStart?.time ?? chain.blocks[0]?.time ?? tip.time,
    quarterEpochTime: chain.blockAt(tip.height - 503)?.time,
    nowSeconds,
    tipHeight: tip.height,
    tipTime: tip.time,
    previousRetarget: Number.NaN,
    network: chain.params.name,
  })
}
