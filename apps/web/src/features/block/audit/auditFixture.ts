import type { BlockAudit, StrippedTransaction } from '@outpoint/explorer-client'

/** A transaction named `name` (its txid), paying `rate` sat/vB on 100 vB; `effective` its package rate. */
export function strippedTx(name: string, rate = 10, effective?: number): StrippedTransaction {
  return {
    txid: name,
    fee: rate * 100,
    vsize: 100,
    value: 1_000,
    ...(effective === undefined ? {} : { rate: effective }),
  }
}

/** An audit of `template` with empty lists unless `lists` gives them (version 1 unless it says). */
export function auditOf(
  template: StrippedTransaction[],
  lists: Partial<BlockAudit> = {},
): BlockAudit {
  return {
    version: 1,
    height: 100,
    id: '00'.repeat(32),
    timestamp: 1_700_000_000,
    template,
    unseenTxs: [],
    missingTxs: [],
    addedTxs: [],
    prioritizedTxs: [],
    freshTxs: [],
    sigopTxs: [],
    fullrbfTxs: [],
    acceleratedTxs: [],
    matchRate: 100,
    expectedFees: null,
    expectedWeight: null,
    ...lists,
  }
}
