/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ServerMessageMap } from '@outpoint/explorer-client/live'

/** Recorded frames of mempool.space, kept in the repository (`fixtures/mempool/`, see its README). */
// A path, not a URL: under happy-dom the global URL is the DOM's, which node's fileURLToPath rejects.
const fixturesDir = resolve(
  import.meta.dirname,
  '../../../../../../fixtures/mempool/frontend-cypress/',
)

if (!existsSync(fixturesDir)) {
  throw new Error(
    `Test fixtures not found at ${fixturesDir}: the repository's fixtures/ folder is missing.`,
  )
}

const read = (name: string): unknown => JSON.parse(readFileSync(resolve(fixturesDir, name), 'utf8'))

/** mempool.space's `init` answer at block 837,050 (March 2024): each key as the client types its message. */
export type InitFrame = Pick<
  ServerMessageMap,
  | 'mempoolInfo'
  | 'vBytesPerSecond'
  | 'mempool-blocks'
  | 'transactions'
  | 'fees'
  | 'rbfSummary'
  | 'blocks'
  | 'da'
>

export const initFrame = (): InitFrame => read('mainnet_mempoolInfo.json') as InitFrame

/** One `live-2h-chart` push (its `added` is an ISO date string). */
export const live2hRow = (): ServerMessageMap['live-2h-chart'] =>
  (read('mainnet_live2hchart.json') as Pick<ServerMessageMap, 'live-2h-chart'>)['live-2h-chart']
