import type { Command } from '@outpoint/explorer-client/live'
import type { LiveExamples } from './examples'

/** One message the app's live feed sends, with an example built by the client's own command builder. */
export interface WsCommandDoc {
  /** The message's key: `want`, `track-tx`... */
  name: string
  example: (live: LiveExamples) => Command
  /** What the service sends back. */
  answers: string
  networks: string
}

/**
 * The messages of packages/explorer-client/src/live (commands.ts), as the live feed sends them: each example
 * is typed by the client's `Command` union (its builders would pull the live feed's code into chunks `/`
 * loads); wsCommands.test.ts holds the examples to the builders' output.
 */
export const wsCommands: readonly WsCommandDoc[] = [
  {
    name: 'init',
    example: () => ({ action: 'init' }),
    answers:
      'Everything a page needs at once: blocks, mempool-blocks, fees, mempoolInfo, da, conversions (prices) and more, in one frame.',
    networks: 'All',
  },
  {
    name: 'want',
    example: () => ({ action: 'want', data: ['blocks', 'mempool-blocks', 'stats'] }),
    answers:
      'Pushes for each data set asked for until the next want: blocks brings "blocks", "block"; mempool-blocks brings "mempool-blocks"; stats brings "mempoolInfo", "vBytesPerSecond", "fees", "da", "transactions"; live-2h-chart brings "live-2h-chart".',
    networks: 'All',
  },
  {
    name: 'track-tx',
    example: (live) => ({ 'track-tx': live.txid ?? '', 'watch-mempool': true }),
    answers:
      '"txPosition" while it waits (its projected block and position), "txConfirmed" when mined, "txReplaced"/"rbfTransaction" when replaced, "utxoSpent" when an output is spent; "stop" stops.',
    networks: 'All',
  },
  {
    name: 'track-address',
    example: (live) => ({ 'track-address': live.address ?? '' }),
    answers:
      '"address-transactions" (new in the mempool), "block-transactions" (mined) and "address-removed-transactions" for the address; "stop" stops.',
    networks: 'All',
  },
  {
    name: 'track-mempool-block',
    example: () => ({ 'track-mempool-block': 0 }),
    answers:
      '"projected-block-transactions": the whole projected block (0 to 7) first, then deltas (added, removed, changed) as it changes; -1 stops.',
    networks: 'All',
  },
  {
    name: 'track-rbf',
    example: () => ({ 'track-rbf': 'all' }),
    answers: '"rbfLatest": the latest replacement trees (all, or fullRbf only); "stop" stops.',
    networks: 'Bitcoin networks',
  },
  {
    name: 'track-rbf-summary',
    example: () => ({ 'track-rbf-summary': true }),
    answers: '"rbfLatestSummary": the latest replacements in short form.',
    networks: 'Bitcoin networks',
  },
  {
    name: 'track-asset',
    example: () => ({ 'track-asset': '' }),
    answers: 'Issuances, burns and pegs of a Liquid asset as they happen; "stop" stops.',
    networks: 'Liquid, Liquid Testnet',
  },
  {
    name: 'ping',
    example: () => ({ action: 'ping' }),
    answers: '"pong": the connection is alive (the app sends it to keep the socket open).',
    networks: 'All',
  },
]
