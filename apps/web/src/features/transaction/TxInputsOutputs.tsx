import './transaction.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isHighlightedInput, isHighlightedOutput, parseHighlight } from './model/highlight'
import { defaultInitialRows } from './model/rows'
import { isTargetRow, type RowTarget } from './model/rowTarget'
import type { AnyTransaction, AnyVin, AnyVout } from './model/types'
import { RowList } from './RowList'
import { TxInputRow } from './TxInputRow'
import { TxOutputRow } from './TxOutputRow'
import { useOutspends } from './useOutspends'

export interface TxInputsOutputsProps {
  tx: AnyTransaction
  /** An address, or "txid:vout" for one output, to highlight (and show even when far down). */
  highlight?: string
  /** One row by its index (`#vout=1`, `txid:1`): highlighted instead of `highlight`. */
  row?: RowTarget
  /** Rows of each side shown before "show more" (default a few dozen). */
  initialRows?: number
  /**
   * Scroll the highlighted row into view and focus it once it is drawn, and again when `row` changes (the
   * transaction page does; lists do not).
   */
  scrollToHighlight?: boolean
}

/**
 * The inputs and outputs of one transaction: addresses linked, values, script types, spent or unspent,
 * scripts and witnesses on demand. Only a few dozen rows are drawn at first and more on request, so a
 * 5,000-output transaction opens at once; its outspends come in one request.
 */
export function TxInputsOutputs({
  tx,
  highlight,
  row: target,
  initialRows = defaultInitialRows,
  scrollToHighlight = false,
}: TxInputsOutputsProps) {
  const vins: readonly AnyVin[] = tx.vin
  const vouts: readonly AnyVout[] = tx.vout
  const parsed = useMemo(() => parseHighlight(highlight), [highlight])
  // The first match only: an address paid twice has its first row shown out of order, the rest in place.
  const marks = useMemo(
    () =>
      target
        ? {
            input: target.side === 'input' && target.index < vins.length ? target.index : -1,
            output: target.side === 'output' && target.index < vouts.length ? target.index : -1,
          }
        : {
            input: parsed ? vins.findIndex((vin) => isHighlightedInput(parsed, vin)) : -1,
            output: parsed
              ? vouts.findIndex((vout, i) => isHighlightedOutput(parsed, tx.txid, i, vout))
              : -1,
          },
    [target, parsed, vins, vouts, tx.txid],
  )
  const inputMarked = (vin: AnyVin, i: number) =>
    target
      ? isTargetRow(target, 'input', i)
      : parsed !== undefined && isHighlightedInput(parsed, vin)
  const outputMarked = (vout: AnyVout, i: number) =>
    target
      ? isTargetRow(target, 'output', i)
      : parsed !== undefined && isHighlightedOutput(parsed, tx.txid, i, vout)
  const [inputRows, setInputRows] = useState(initialRows)
  const [outputRows, setOutputRows] = useState(initialRows)
  const [details, setDetails] = useState(false)
  const outspends = useOutspends(tx.txid, tx.vout.length > 0)

  const root = useRef<HTMLDivElement>(null)
  const targetKey = target ? `${target.side}:${target.index}` : highlight
  useEffect(() => {
    if (!scrollToHighlight || targetKey === undefined) return
    const row = root.current?.querySelector<HTMLElement>('[data-highlighted]')
    row?.scrollIntoView?.({ block: 'center' })
    // Keyboard and screen-reader users land on the row too: it is read out, and Tab goes on from it.
    row?.focus({ preventScroll: true })
  }, [scrollToHighlight, targetKey])

  return (
    <div className="tx-io" ref={root}>
      <div className="tx-io-bar">
        <button
          type="button"
          className="tx-details-toggle"
          aria-pressed={details}
          onClick={() => setDetails((open) => !open)}
        >
          {details ? 'Hide scripts' : 'Show scripts'}
        </button>
      </div>
      <div className="tx-io-columns">
        <RowList
          title="Inputs"
          testId="tx-inputs"
          total={vins.length}
          shown={inputRows}
          onShownChange={setInputRows}
          highlightIndex={marks.input}
          row={(i) => {
            const vin = vins[i]
            return vin ? (
              <TxInputRow
                key={`${vin.txid}:${vin.vout}`}
                vin={vin}
                index={i}
                highlighted={inputMarked(vin, i)}
                details={details}
              />
            ) : null
          }}
        />
        <RowList
          title="Outputs"
          testId="tx-outputs"
          total={vouts.length}
          shown={outputRows}
          onShownChange={setOutputRows}
          highlightIndex={marks.output}
          row={(i) => {
            const vout = vouts[i]
            return vout ? (
              <TxOutputRow
                key={i}
                vout={vout}
                index={i}
                highlighted={outputMarked(vout, i)}
                details={details}
                outspend={outspends?.[i]}
              />
            ) : null
          }}
        />
      </div>
    </div>
  )
}
