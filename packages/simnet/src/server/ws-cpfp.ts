import { cpfpInfo } from '../chain/mempool-cpfp.js'
import type { NetworkHub } from './ws-hub.js'
import type { TxCpfp } from './ws-messages.js'

/** The CPFP figures a client last got for a tracked transaction (as JSON): pushes carry only changes. */
export interface CpfpWatch {
  cpfp: string | undefined
}

/**
 * A mempool transaction's CPFP figures as `/v1/cpfp/:txid` computes them (on this update's projection),
 * or undefined when it is not in the mempool. Computed once per update and transaction.
 */
function currentCpfp(hub: NetworkHub, txid: string): TxCpfp | undefined {
  return hub.state.memo(`cpfp-${txid}`, () => {
    if (!hub.chain.mempool.has(txid)) return undefined
    const info = cpfpInfo(hub.chain, txid)
    return {
      ancestors: info.ancestors,
      bestDescendant: info.bestDescendant ?? null,
      descendants: info.descendants ?? [],
      effectiveFeePerVsize: info.effectiveFeePerVsize ?? 0,
      sigops: info.sigops ?? 0,
      adjustedVsize: info.adjustedVsize ?? 0,
    }
  })
}

/**
 * The CPFP figures to push with a tracked transaction's position: mempool sends them only when they
 * changed (its `cpfpDirty`), which simnet keeps per client. The first time, only once the transaction has
 * a relative: a lone transaction's figures say nothing `/v1/cpfp` (which clients read when they start
 * tracking) did not. Only called from an update: the command answers carry no figures, as mempool's don't.
 */
export function changedCpfp(hub: NetworkHub, txid: string, watch: CpfpWatch): TxCpfp | undefined {
  const cpfp = currentCpfp(hub, txid)
  if (!cpfp) return undefined
  const text = JSON.stringify(cpfp)
  if (text === watch.cpfp) return undefined
  if (watch.cpfp === undefined && !cpfp.ancestors.length && !cpfp.descendants.length)
    return undefined
  watch.cpfp = text
  return cpfp
}
