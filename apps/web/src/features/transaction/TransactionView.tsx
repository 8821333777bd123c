import type { Transaction } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { countOf } from '../../format/number'
import { useExplorerClient } from '../../queries/client'
import { TransactionExtras } from './extras/TransactionExtras'
import type { RowTarget } from './model/rowTarget'
import { ReplacedBanner } from './ReplacedBanner'
import { TxChannelMarks } from './TxChannelMarks'
import { TxInputsOutputs } from './TxInputsOutputs'
import { TxSummary } from './TxSummary'
import { TxWaiting } from './TxWaiting'
import { transactionQueryOptions } from './txQueries'
import { useTxLive } from './useTxLive'

/** One transaction, live; or, while the service does not know it, a page waiting for it. */
export function TransactionView({ txid, row }: { txid: string; row: RowTarget | undefined }) {
  const client = useExplorerClient()
  const { data: tx } = useSuspenseQuery(transactionQueryOptions(client, txid))
  useTxLive(txid)
  if (!tx) return <TxWaiting txid={txid} />
  const rows = row?.side === 'input' ? tx.vin.length : tx.vout.length
  return (
    <>
      <ReplacedBanner txid={txid} />
      {row && row.index >= rows ? (
        <p className="tx-warning" role="alert" data-testid="tx-bad-vout">
          This transaction has {countOf(rows, row.side, `${row.side}s`)}: there is no {row.side}{' '}
          {row.index}.
        </p>
      ) : null}
      <TxSummary tx={tx} />
      <TxChannelMarks txid={txid} />
      <TxInputsOutputs tx={tx} {...(row ? { row, scrollToHighlight: true } : {})} />
      {/* The extras are typed for Bitcoin's shape; a Liquid transaction carries the same fields they read. */}
      <TransactionExtras tx={tx as Transaction} />
    </>
  )
}
