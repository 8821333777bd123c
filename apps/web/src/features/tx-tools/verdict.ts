import { t } from '@lingui/core/macro'
import type { MempoolAcceptResult } from '@outpoint/explorer-client'
import { explainRefusal } from '../broadcast/refusal'

/** One transaction's result of `testmempoolaccept`, for people. */
export type Verdict =
  | { kind: 'allowed'; txid: string; vsize?: number; fee?: number; feeRate?: number }
  | { kind: 'rejected'; txid: string; words: string; said: string }
  | { kind: 'package'; txid: string; words: string; said: string }
  | { kind: 'unchecked'; txid: string }

/**
 * What the node said of one transaction: allowed (with its size and fee in sats), rejected with the reason
 * in words (the node's own text when the reason is one this does not know), refused with its whole package,
 * or not checked because validation stopped at another transaction of the package.
 */
export function verdictOf(result: MempoolAcceptResult): Verdict {
  const { txid } = result
  const packageError = result['package-error']
  if (packageError) {
    return {
      kind: 'package',
      txid,
      said: packageError,
      words:
        explainRefusal(packageError) ?? t`The package as a whole was refused: ${packageError}.`,
    }
  }
  if (result.allowed === true) {
    const fee = result.fees ? Math.round(result.fees.base * 1e8) : undefined
    const feeRate = fee !== undefined && result.vsize ? fee / result.vsize : undefined
    return {
      kind: 'allowed',
      txid,
      ...(result.vsize !== undefined ? { vsize: result.vsize } : {}),
      ...(fee !== undefined ? { fee } : {}),
      ...(feeRate !== undefined ? { feeRate } : {}),
    }
  }
  if (result.allowed === false) {
    const said = result['reject-details'] ?? result['reject-reason'] ?? t`no reason given`
    const reason = result['reject-reason'] ?? ''
    return { kind: 'rejected', txid, said, words: explainRefusal(reason || said) ?? said }
  }
  return { kind: 'unchecked', txid }
}
