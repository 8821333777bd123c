import { plural } from '@lingui/core/macro'
import type { Transaction } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
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

/** "This transaction has 2 outputs: there is no output 5." */
function noSuchRow(side: RowTarget['side'], rows: number, index: number): string {
  return side === 'input'
    ? plural(rows, {
        one: `This transaction has # input: there is no input ${index}.`,
        other: `This transaction has # inputs: there is no input ${index}.`,
      })
    : plural(rows, {
        one: `This transaction has # output: there is no output ${index}.`,
        other: `This transaction has # outputs: there is no output ${index}.`,
      })
}

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
          {noSuchRow(row.side, rows, row.index)}
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
