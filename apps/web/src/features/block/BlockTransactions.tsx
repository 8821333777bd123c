import { t } from '@lingui/core/macro'
import { blockTransactionsPageSize } from '@outpoint/explorer-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { useAfterPaint } from '../../components/useAfterPaint'
import { useExplorerClient } from '../../queries/client'
import { formatCount } from '../dashboard/model/format'
import { TxSummaryRow } from '../transaction/TxSummaryRow'
import { pageCount, readPage } from './format'
import { Pager } from './Pager'
import { blockTransactionsQueryOptions } from './queries'

/** The block's transactions, 25 a page (`?page=N`), each row expandable to its inputs and outputs. */
export function BlockTransactions({ hash, count }: { hash: string; count: number }) {
  const client = useExplorerClient()
  const [search] = useSearchParams()
  const pages = pageCount(count, blockTransactionsPageSize)
  const page = readPage(search.get('page'), pages)
  const start = (page - 1) * blockTransactionsPageSize
  const painted = useAfterPaint()
  const query = useQuery({
    ...blockTransactionsQueryOptions(client, hash, start, count),
    placeholderData: keepPreviousData,
    // Once the header has painted, as the overview and the audit.
    enabled: painted,
  })
  const first = Math.min(start + 1, count)
  const last = Math.min(start + blockTransactionsPageSize, count)
  const from = formatCount(first)
  const to = formatCount(last)
  const total = formatCount(count)
  const pager = (
    <Pager
      page={page}
      pages={pages}
      label={t`Transaction pages`}
      testId="block-pager"
      className="block-pager"
    />
  )
  return (
    <section className="block-transactions" aria-labelledby="block-txs-title">
      <h2 id="block-txs-title">{t`Transactions`}</h2>
      <p className="muted" data-testid="block-txs-range">
        {t`${from}–${to} of ${total}`}
      </p>
      {pager}
      {query.isError ? (
        <ErrorNote
          className="block-error"
          what={t`Could not load these transactions`}
          error={query.error}
          retry={() => void query.refetch()}
        />
      ) : query.data ? (
        <ul
          className="tx-rows"
          data-testid="block-txs"
          data-page={page}
          aria-busy={query.isPlaceholderData}
        >
          {query.data.map((tx) => (
            <TxSummaryRow key={tx.txid} tx={tx} />
          ))}
        </ul>
      ) : (
        <p className="muted" aria-busy="true">
          {t`Loading transactions…`}
        </p>
      )}
      {pager}
    </section>
  )
}
