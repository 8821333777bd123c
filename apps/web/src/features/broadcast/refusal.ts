import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * What a node's refusal of a transaction means, in words: Bitcoin Core's reject reasons, as its
 * `sendrawtransaction` RPC error carries them (which electrs and mempool pass on) and as `testmempoolaccept`
 * gives them (`reject-reason`, `package-error`). Undefined for one it does not know: the page then shows the
 * node's text alone. The more specific patterns come first.
 */
const reasons: [RegExp, MessageDescriptor][] = [
  [
    /missingorspent|missing-inputs|missing inputs/i,
    msg`An input spends coins that do not exist or are already spent: another transaction spent them first, or the one it spends from is unknown here.`,
  ],
  [
    /txn-mempool-conflict/i,
    msg`It spends the same coins as a transaction already in the mempool, which cannot be replaced.`,
  ],
  [
    /already in (?:utxo set|block chain)|txn-already-known|txn-already-in-mempool|already known/i,
    msg`This transaction is already known: it is waiting in the mempool or already confirmed.`,
  ],
  [
    /mempool min fee not met/i,
    msg`The fee is too low for this node's mempool, which is full and keeps only transactions paying more: raise the fee rate.`,
  ],
  [
    /min relay fee not met|min-fee-not-met/i,
    msg`The fee is too low for this node to relay it (below the minimum relay fee rate): raise the fee rate.`,
  ],
  [
    /replacement failed|insufficient fee|replacement-adds-unconfirmed|too many potential replacements/i,
    msg`It would replace a transaction in the mempool, but does not pay enough more than it (or replaces too much).`,
  ],
  [
    /fee exceeds maximum|max-fee-exceeded|absurdly-high-fee/i,
    msg`The fee is higher than this node accepts: it looks like a mistake (change sent as fee).`,
  ],
  [
    /bad-txns-in-belowout/i,
    msg`It pays out more than the coins it spends are worth: the outputs add up to more than the inputs.`,
  ],
  [/\bdust\b/i, msg`An output is too small to be worth spending (dust): raise it or leave it out.`],
  [
    /non-BIP68-final|non-final/i,
    msg`It is not final yet: its lock time (or an input’s relative lock time) is still in the future, so no block may include it now.`,
  ],
  [
    /mandatory-script-verify-flag|non-mandatory-script-verify|signature/i,
    msg`A signature or script does not verify: the transaction was not signed correctly for the coins it spends.`,
  ],
  [
    /bad-txns-premature-spend-of-coinbase/i,
    msg`It spends a coinbase output before it is 100 blocks deep.`,
  ],
  [/bad-txns-inputs-duplicate/i, msg`It spends the same coins twice.`],
  [/bad-txns-vout-empty/i, msg`It has no outputs.`],
  [/bad-txns-vin-empty/i, msg`It has no inputs.`],
  [/TX decode failed/i, msg`The node could not read it as a transaction.`],
  [
    /too-long-mempool-chain/i,
    msg`It has too many unconfirmed ancestors or descendants in the mempool.`,
  ],
  [/package-not-sorted/i, msg`The package lists a child before its parent: put parents first.`],
  [/package-contains-duplicates/i, msg`The package lists the same transaction twice.`],
  [/conflict-in-package/i, msg`Two transactions of the package spend the same coins.`],
  [
    /package-too-large|package-too-many-transactions/i,
    msg`The package is too large (over 25 transactions or 101 kvB).`,
  ],
  [/tx-size/i, msg`It is larger than nodes relay (over 400,000 weight units).`],
  [
    /\bscriptpubkey\b|bare-multisig|multi-op-return|\bversion\b/i,
    msg`It is not standard, so nodes do not relay it (an output script or its version).`,
  ],
]

export function explainRefusal(text: string): string | undefined {
  const reason = reasons.find(([pattern]) => pattern.test(text))?.[1]
  return reason && i18n._(reason)
}
