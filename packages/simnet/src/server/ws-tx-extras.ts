import type { CpfpRelative } from '@outpoint/explorer-client'
import type { MempoolTransactionExtras } from '@outpoint/explorer-client/live'
import type { ProjectedPosition } from '../chain/projection.js'

/** What the extras are computed from: a transaction's figures, and where it is while in the mempool. */
export interface ExtrasInput {
  txid: string
  fee: number
  weight: number
  firstSeen: number
  sigops: number
  /** In the mempool: its projected rate and place, and its unconfirmed relatives. */
  mempool?:
    | {
        rate: number | undefined
        position: ProjectedPosition | undefined
        ancestors: CpfpRelative[]
        descendants: CpfpRelative[]
      }
    | undefined
}

/** mempool's txidToOrdering: the txid's last four bytes, as a little-endian number. */
const ordering = (txid: string): number =>
  Number.parseInt(
    txid.slice(62, 64) + txid.slice(60, 62) + txid.slice(58, 60) + txid.slice(56, 58),
    16,
  )

/**
 * The fields mempool's backend adds to every transaction it pushes on the websocket (address, block and
 * mempool transactions, `tx`): transaction-utils.ts extendMempoolTransaction (order, vsize rounded up,
 * adjustedVsize = max(weight / 4, sigops * 5), sigops, the three fee rates, firstSeen), and, for one in
 * the mempool, what the block templates and the CPFP pass set (position, relatives).
 */
export function mempoolExtras(
  tx: ExtrasInput,
): Required<
  Pick<
    MempoolTransactionExtras,
    | 'order'
    | 'vsize'
    | 'adjustedVsize'
    | 'sigops'
    | 'feePerVsize'
    | 'adjustedFeePerVsize'
    | 'effectiveFeePerVsize'
    | 'firstSeen'
  >
> &
  MempoolTransactionExtras {
  const vsize = tx.weight / 4
  const adjustedVsize = Math.max(vsize, tx.sigops * 5)
  const adjustedFeePerVsize = tx.fee / adjustedVsize
  const { mempool } = tx
  return {
    order: ordering(tx.txid),
    vsize: Math.ceil(vsize),
    adjustedVsize,
    sigops: tx.sigops,
    feePerVsize: tx.fee / vsize,
    adjustedFeePerVsize,
    effectiveFeePerVsize: mempool?.rate ?? adjustedFeePerVsize,
    firstSeen: tx.firstSeen,
    ...(mempool && {
      ...(mempool.position && { position: mempool.position }),
      ancestors: mempool.ancestors,
      descendants: mempool.descendants,
      bestDescendant: null,
    }),
  }
}
