import type { DifficultyAdjustment } from '@outpoint/explorer-client'
import type { Chain } from '../chain/chain.js'

const epochLength = 2016
const targetSeconds = 600
const testnetMaxBlockSeconds = 1200

/**
 * mempool's `calcBitsDifference`: the difficulty change in % between two adjacent epochs' `bits`, from the
 * compact forms alone, clamped to -75...+300. Simnet's own epochs can differ by more than one exponent
 * step only if the history were wild; then the plain difficulty ratio stands in.
 */
export function bitsDifference(oldBits: number, newBits: number): number {
  const oldExp = oldBits >>> 24
  const newExp = newBits >>> 24
  const oldNum = oldBits & 0x007fffff
  const newNum = newBits & 0x007fffff
  let result: number
  switch (newExp - oldExp) {
    case -1:
      result = (oldNum * 256 * 100) / newNum - 100
      break
    case 0:
      result = (oldNum * 100) / newNum - 100
      break
    case 1:
      result = (oldNum * 100) / (newNum * 256) - 100
      break
    default:
      result = (oldNum * 256 ** (oldExp - newExp) * 100) / newNum - 100
  }
  return result > 300 ? 300 : result < -75 ? -75 : result
}

export interface EpochFacts {
  /** Unix seconds of the first block of the current epoch. */
  epochStartTime: number
  /** Unix seconds of the block 503 below the tip, when there is one. */
  quarterEpochTime: number | undefined
  nowSeconds: number
  tipHeight: number
  tipTime: number
  /** % change at the start of the current epoch. */
  previousRetarget: number
  network: string
}

/** mempool's `calcDifficultyAdjustment` (BE `api/difficulty-adjustment.ts`), step for step. */
export function calcDifficultyAdjustment(facts: EpochFacts): DifficultyAdjustment {
  const { epochStartTime, quarterEpochTime, nowSeconds, tipHeight, previousRetarget } = facts
  const diffSeconds = Math.max(0, nowSeconds - epochStartTime)
  const blocksInEpoch = tipHeight >= 0 ? tipHeight % epochLength : 0
  const progressPercent = tipHeight >= 0 ? (blocksInEpoch / epochLength) * 100 : 100
  const remainingBlocks = epochLength - blocksInEpoch
  const nextRetargetHeight = tipHeight >= 0 ? tipHeight + remainingBlocks : 0
  const expectedBlocks = diffSeconds / targetSeconds
  const actualTimespan = (blocksInEpoch === 2015 ? facts.tipTime : nowSeconds) - epochStartTime

  let difficultyChange: number
  let timeAvgSecs = blocksInEpoch ? diffSeconds / blocksInEpoch : targetSeconds
  let adjustedTimeAvgSecs = timeAvgSecs
  // In the first quarter of an epoch the estimate uses a window of the last 504 blocks, the part in the
  // previous epoch scaled by that epoch's change.
  if (quarterEpochTime && blocksInEpoch < 503) {
    const timeLastEpoch = epochStartTime - quarterEpochTime
    const adjustedTimeLastEpoch = timeLastEpoch * (1 + previousRetarget / 100)
    const adjustedTimeSpan = diffSeconds + adjustedTimeLastEpoch
    adjustedTimeAvgSecs = adjustedTimeSpan / 503
    difficultyChange = (targetSeconds / (adjustedTimeSpan / 504) - 1) * 100
  } else {
    difficultyChange = (targetSeconds / (actualTimespan / (blocksInEpoch + 1)) - 1) * 100
  }
  if (difficultyChange > 300) difficultyChange = 300
  if (difficultyChange < -75) difficultyChange = -75

  // Testnet's difficulty drops to 1 after 20 minutes without a block.
  let timeOffset = 0
  if (facts.network === 'testnet') {
    if (timeAvgSecs > testnetMaxBlockSeconds) timeAvgSecs = testnetMaxBlockSeconds
    const sinceLastBlock = nowSeconds - facts.tipTime
    if (sinceLastBlock + timeAvgSecs > testnetMaxBlockSeconds) {
      timeOffset = -Math.min(sinceLastBlock, testnetMaxBlockSeconds) * 1000
    }
  }

  const timeAvg = Math.floor(timeAvgSecs * 1000)
  const adjustedTimeAvg = Math.floor(adjustedTimeAvgSecs * 1000)
  const remainingTime = remainingBlocks * adjustedTimeAvg
  return {
    progressPercent,
    difficultyChange,
    estimatedRetargetDate: remainingTime + nowSeconds * 1000,
    remainingBlocks,
    remainingTime,
    previousRetarget,
    previousTime: epochStartTime,
    nextRetargetHeight,
    timeAvg,
    adjustedTimeAvg,
    timeOffset,
    expectedBlocks,
  }
}

/**
 * The difficulty adjustment of a chain's current epoch as of `nowSeconds`, from the blocks mempool reads:
 * the epoch's first block, the one 503 below the tip, and the previous epoch's first block (for the last
 * retarget, from their `bits`).
 */
export function difficultyAdjustment(chain: Chain, nowSeconds: number): DifficultyAdjustment {
  const tip = chain.tip
  const epochStart = chain.blockAt(tip.height - (tip.height % epochLength))
  const previousStart = chain.blockAt(tip.height - (tip.height % epochLength) - epochLength)
  const network = chain.params.name === 'main' ? 'mainnet' : chain.params.name
  return calcDifficultyAdjustment({
    epochStartTime: epochStart?.time ?? chain.blocks[0]?.time ?? tip.time,
    quarterEpochTime: tip.height >= 503 ? chain.blockAt(tip.height - 503)?.time : undefined,
    nowSeconds,
    tipHeight: tip.height,
    tipTime: tip.time,
    previousRetarget:
      epochStart && previousStart ? bitsDifference(previousStart.bits, epochStart.bits) : 0,
    network,
  })
}
