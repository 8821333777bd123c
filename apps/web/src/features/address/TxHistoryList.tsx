import { plural, t } from '@lingui/core/macro'
import { memo, useCallback, useEffect } from 'react'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { useWindowRows } from '../../components/useWindowRows'
import { formatInteger } from '../../format/number'
import { confirmations } from '../../queries/useTipHeight'
import type { AnyTransaction } from '../transaction/model/types'
import { TxSummaryRow } from '../transaction/TxSummaryRow'
import type { LoadMoreState } from './useLoadMore'

/** Rows from the end at which the next page is asked for: about a screen ahead of the reader. */
const prefetchRows = 15

function Confirmations({ tx, tip }: { tx: AnyTransaction; tip: number | undefined }) {
  const height = tx.status?.confirmed ? tx.status.block_height : undefined
  if (height === undefined || tip === undefined) return null
  const count = confirmations(height, tip)
  return (
    <span className="addr-confs muted" data-testid="address-tx-confirmations">
      {plural(count, { one: '# confirmation', other: '# confirmations' })}
    </span>
  )
}

/** The wait before the next attempt, and why. */
function Waiting({ seconds: wait, asked }: { seconds: number; asked: boolean }) {
  const seconds = formatInteger(wait)
  return asked
    ? t`The data service asked us to slow down: trying again in ${seconds} s…`
    : t`The data service did not answer this time: trying again in ${seconds} s…`
}

/** Until a row is measured; rows are about this tall (one line and the confirmations under it). */
const estimateSize = () => 44

/**
 * One row where the virtualiser placed it. Memoised: a scroll step or a newly loaded page re-renders only
 * the rows that came into view or moved, not every row on screen.
 */
const HistoryRow = memo(function HistoryRow(props: {
  tx: AnyTransaction
  index: number
  offset: number
  highlight: string | undefined
  tip: number | undefined
  measure: (node: HTMLDivElement | null) => void
}) {
  const { tx, index, offset, highlight, tip, measure } = props
  return (
    <div
      ref={measure}
      data-index={index}
      className="addr-tx"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <ul className="addr-tx-row">
        <TxSummaryRow tx={tx} {...(highlight ? { highlight } : {})} />
      </ul>
      <Confirmations tx={tx} tip={tip} />
    </div>
  )
})

/**
 * The address's transactions, windowed: only the rows near the viewport are in the DOM, so 20,000 of them
 * scroll like 20. Near the end of what is loaded it asks for the next page, once at a time.
 */
export function TxHistoryList(props: {
  /** What each row shows the net value for; absent for a confidential address, whose outputs name
   * the unconfidential form. */
  highlight: string | undefined
  txs: readonly AnyTransaction[]
  done: boolean
  tip: number | undefined
  state: LoadMoreState
  loadMore: () => void
}) {
  const { highlight, txs, done, tip, state, loadMore } = props
  // New only when a page lands: a new key function on every render makes the virtualiser lay out every
  // loaded row again.
  const getItemKey = useCallback((index: number) => txs[index]?.txid ?? index, [txs])
  const { list, virtualizer, offsetOf } = useWindowRows<HTMLDivElement>({
    count: txs.length,
    estimateSize,
    overscan: 6,
    getItemKey,
  })
  const items = virtualizer.getVirtualItems()
  const last = items.at(-1)?.index ?? -1
  const near = last >= txs.length - prefetchRows
  useEffect(() => {
    if (near && !done && state.status === 'idle') loadMore()
  }, [near, done, state.status, loadMore])

  return (
    <>
      <div
        ref={list}
        className="addr-txs"
        data-testid="address-tx-list"
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {items.map((item) => {
          const tx = txs[item.index]
          if (!tx) return null
          return (
            <HistoryRow
              key={item.key}
              tx={tx}
              index={item.index}
              offset={offsetOf(item.start)}
              highlight={highlight}
              tip={tip}
              measure={virtualizer.measureElement}
            />
          )
        })}
      </div>
      <div className="addr-txs-end" data-testid="address-tx-status" aria-live="polite">
        {state.status === 'loading' ? (
          <p className="muted">{t`Loading more transactions…`}</p>
        ) : null}
        {state.status === 'waiting' ? (
          <p className="muted">
            <Waiting seconds={state.seconds} asked={state.asked} />
          </p>
        ) : null}
        {state.status === 'error' ? (
          <ErrorNote
            what={t`Could not load more transactions`}
            error={state.error}
            retry={loadMore}
          />
        ) : null}
        {done && state.status === 'idle' ? (
          <p className="muted">
            {plural(txs.length, {
              one: 'All # transaction loaded.',
              other: 'All # transactions loaded.',
            })}
          </p>
        ) : null}
      </div>
    </>
  )
}
