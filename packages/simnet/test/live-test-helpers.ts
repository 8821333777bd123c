import { createLiveFeed, type LiveFeed } from '@outpoint/explorer-client/live'
import { WebSocket } from 'ws'
import type { LiquidTxRecord } from '../src/liquid/types.js'

/** The explorer client's live feed on `url`, unchanged, its warnings and errors kept in `warnings`. */
export function recordingFeed(url: string, warnings: string[]): LiveFeed {
  return createLiveFeed({
    url,
    WebSocket,
    logger: { warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
    closeDelay: 0,
  })
}

/** A transaction the simulated Liquid wallet made, or a failure saying it could not. */
export function made(record: LiquidTxRecord | undefined): LiquidTxRecord {
  if (!record) throw new Error('the simulated wallet could not fund the transaction')
  return record
}
