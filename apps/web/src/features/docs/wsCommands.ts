import {
  type Command,
  dataKeys,
  ping,
  trackAddress,
  trackAsset,
  trackMempoolBlock,
  trackRbf,
  trackRbfSummary,
  trackTx,
  want,
} from '@outpoint/explorer-client/live'
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

const keys = (name: keyof typeof dataKeys) => dataKeys[name].map((key) => `"${key}"`).join(', ')

/** The messages of packages/explorer-client/src/live (commands.ts), as the live feed sends them. */
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
    example: () => want(['blocks', 'mempool-blocks', 'stats']),
    answers: `Pushes for each data set asked for until the next want: blocks brings ${keys('blocks')}; mempool-blocks brings ${keys('mempool-blocks')}; stats brings ${keys('stats')}; live-2h-chart brings ${keys('live-2h-chart')}.`,
    networks: 'All',
  },
  {
    name: 'track-tx',
    example: (live) => trackTx(live.txid ?? ''),
    answers:
      '"txPosition" while it waits (its projected block and position), "txConfirmed" when mined, "txReplaced"/"rbfTransaction" when replaced, "utxoSpent" when an output is spent; "stop" stops.',
    networks: 'All',
  },
  {
    name: 'track-address',
    example: (live) => trackAddress(live.address ?? ''),
    answers:
      '"address-transactions" (new in the mempool), "block-transactions" (mined) and "address-removed-transactions" for the address; "stop" stops.',
    networks: 'All',
  },
  {
    name: 'track-mempool-block',
    example: () => trackMempoolBlock(0),
    answers:
      '"projected-block-transactions": the whole projected block (0 to 7) first, then deltas (added, removed, changed) as it changes; -1 stops.',
    networks: 'All',
  },
  {
    name: 'track-rbf',
    example: () => trackRbf('all'),
    answers: '"rbfLatest": the latest replacement trees (all, or fullRbf only); "stop" stops.',
    networks: 'Bitcoin networks',
  },
  {
    name: 'track-rbf-summary',
    example: () => trackRbfSummary(true),
    answers: '"rbfLatestSummary": the latest replacements in short form.',
    networks: 'Bitcoin networks',
  },
  {
    name: 'track-asset',
    example: () => trackAsset(''),
    answers: 'Issuances, burns and pegs of a Liquid asset as they happen; "stop" stops.',
    networks: 'Liquid, Liquid Testnet',
  },
  {
    name: 'ping',
    example: () => ping(),
    answers: '"pong": the connection is alive (the app sends it to keep the socket open).',
    networks: 'All',
  },
]
