// mempool's stripped transactions and replacement trees (`rbf-cache.ts`), as `/v1/tx/:txid/rbf`, `/v1/replacements` and the
// websocket's `rbfInfo` and `rbfLatest` send them: one shape, checked the same way on both doors.
import type { Schema } from '../validate/schema.js'

/**
 * mempool's `TransactionStripped` (`Common.stripTransaction`): also the websocket's `transactions`. `time`
 * is left out for a transaction without firstSeen, `acc` unless accelerated.
 */
export const strippedTx = {
  txid: 'h',
  fee: 'i',
  vsize: 'n',
  value: 'i',
  rate: 'n',
  time: 'i?',
  acc: 'b?',
} satisfies Record<string, Schema>

/** A transaction of an RBF tree: mempool's stripped transaction with its RBF flags (`rbf-cache.ts`). */
const rbfTx = {
  ...strippedTx,
  rbf: 'b',
  mined: 'b?',
  fullRbf: 'b?',
}

/** A replaced node of mempool's `RbfTree` (`interval`: seconds until replaced); `replaces` holds more. */
const node: { [field: string]: Schema } = {
  tx: rbfTx,
  time: 'n',
  interval: 'n',
  mined: 'b?',
  fullRbf: 'b',
}
node.replaces = [node]

/** The root of a tree: no `interval`; its transaction always says whether it replaced without signalling. */
export const rbfTree: Schema = { ...node, tx: { ...rbfTx, fullRbf: 'b' }, interval: 'n?' }
