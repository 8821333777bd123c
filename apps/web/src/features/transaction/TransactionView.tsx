import type { Transaction } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { TransactionExtras } from './extras/TransactionExtras'
import { ReplacedBanner } from './ReplacedBanner'
import { TxChannelMarks } from './TxChannelMarks'
import { TxInputsOutputs } from './TxInputsOutputs'
import { TxSummary } from './TxSummary'
import { TxWaiting } from './TxWaiting'
import { transactionQueryOptions } from './txQueries'
import { useTxLive } from './useTxLive'

/** One transaction, live; or, while the service does not know it, a page waiting for it. */
export function TransactionView({ txid, vout }: { txid: string; vout: number | undefined }) {
  const client = useExplorerClient()
  const { data: tx } = useSuspenseQuery(transactionQueryOptions(client, txid))
  useTxLive(txid)
  if (!tx) return <TxWaiting txid={txid} />
  const highlight = vout === undefined ? undefined : `${txid}:${vout}`
  return (
    <>
      <ReplacedBanner txid={txid} />
      {vout !== undefined && vout >= tx.vout.length ? (
        <p className="tx-warning" role="alert" data-testid="tx-bad-vout">
          This transaction has {tx.vout.length} output{tx.vout.length === 1 ? '' : 's'}: there is no
          output {vout}.
        </p>
      ) : null}
      <TxSummary tx={tx} />
      <TxChannelMarks txid={txid} />
      <TxInputsOutputs tx={tx} {...(highlight ? { highlight, scrollToHighlight: true } : {})} />
      {/* The extras are typed for Bitcoin's shape; a Liquid transaction carries the same fields they read. */}
      <TransactionExtras tx={tx as Transaction} />
    </>
  )
}
