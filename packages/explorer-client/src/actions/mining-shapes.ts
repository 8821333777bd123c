// mempool's difficulty adjustment (`difficulty-adjustment.ts`), as `/v1/difficulty-adjustment` and the
// websocket's `da` send it: one shape for both doors. Liquid sends nulls where it has no retarget, and
// early in an epoch the estimates are null too (NaN in the backend, null in JSON).
import type { Schema } from '../validate/schema.js'

export const difficultyAdjustment: Schema = {
  progressPercent: 'n',
  difficultyChange: 'n!',
  estimatedRetargetDate: 'n!',
  remainingBlocks: 'i',
  remainingTime: 'n!',
  previousRetarget: 'n!',
  previousTime: 'i',
  nextRetargetHeight: 'i',
  timeAvg: 'i',
  adjustedTimeAvg: 'n!',
  timeOffset: 'n',
  expectedBlocks: 'n',
}
