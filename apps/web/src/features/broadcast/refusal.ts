/**
 * What a node's refusal of a broadcast means, in words: Bitcoin Core's reject reasons (as its
 * `sendrawtransaction` RPC error carries them, which electrs and mempool pass on) for the common cases.
 * Undefined for one it does not know: the page then shows the node's text alone.
 */
const reasons: [RegExp, string][] = [
  [
    /missingorspent|missing-inputs|missing inputs/i,
    'An input spends coins that do not exist or are already spent: another transaction spent them first, or the one it spends from is unknown here.',
  ],
  [
    /already in (?:utxo set|block chain)|txn-already-known|txn-already-in-mempool|already known/i,
    'This transaction is already known: it is waiting in the mempool or already confirmed.',
  ],
  [
    /min relay fee not met|mempool min fee not met|min-fee-not-met/i,
    'The fee is too low for this node to relay it: raise the fee rate.',
  ],
  [
    /replacement failed|insufficient fee|replacement-adds-unconfirmed|too many potential replacements/i,
    'It would replace a transaction in the mempool, but does not pay enough more than it (or replaces too much).',
  ],
  [
    /fee exceeds maximum|max-fee-exceeded|absurdly-high-fee/i,
    'The fee is higher than this node accepts: it looks like a mistake (change sent as fee).',
  ],
  [/\bdust\b/i, 'An output is too small to be worth spending (dust): raise it or leave it out.'],
  [
    /mandatory-script-verify-flag|non-mandatory-script-verify|signature/i,
    'A signature or script does not verify: the transaction was not signed correctly for the coins it spends.',
  ],
  [/bad-txns-inputs-duplicate/i, 'It spends the same coins twice.'],
  [/bad-txns-vout-empty/i, 'It has no outputs.'],
  [/bad-txns-vin-empty/i, 'It has no inputs.'],
  [/TX decode failed/i, 'The node could not read it as a transaction.'],
  [/tx-size/i, 'It is larger than nodes relay (over 400,000 weight units).'],
  [
    /\bscriptpubkey\b|bare-multisig|multi-op-return|\bversion\b|non-final|non-BIP68-final/i,
    'It is not standard, so nodes do not relay it (an output script, its version or its lock time).',
  ],
]

export function explainRefusal(text: string): string | undefined {
  return reasons.find(([pattern]) => pattern.test(text))?.[1]
}
