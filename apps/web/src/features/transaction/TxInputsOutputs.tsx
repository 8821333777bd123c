import { t } from '@lingui/core/macro'
import './transaction.css'
import { useMemo, useState } from 'react'
import { isHighlightedInput, isHighlightedOutput, parseHighlight } from './model/highlight'
import { isTargetRow, type RowTarget } from './model/rowTarget'
import type { AnyTransaction, AnyVin, AnyVout } from './model/types'
import { RowList } from './RowList'
import { TxInputRow } from './TxInputRow'
import { TxOutputRow } from './TxOutputRow'
import { useOutspends } from './useOutspends'

export interface TxInputsOutputsProps {
  tx: AnyTransaction
  /** An address, or "txid:vout" for one output, to highlight (kept drawn even when far down). */
  highlight?: string
  /** One row by its index (`#vout=1`, `txid:1`): highlighted instead of `highlight`. */
  row?: RowTarget
  /**
   * Scroll the highlighted row into view and focus it, however far down, and again when `row` changes
   * (the transaction page does; lists do not).
   */
  scrollToHighlight?: boolean
}

/**
 * The inputs and outputs of one transaction: addresses linked, values, script types, spent or unspent,
 * scripts and witnesses on demand. Both lists are windowed (only the rows near the viewport are in the
 * DOM), so a 5,000-output transaction opens at once and scrolls to its last output; its outspends come
 * in one request.
 */
export function TxInputsOutputs({
  tx,
  highlight,
  row: target,
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
  const [details, setDetails] = useState(false)
  const outspends = useOutspends(tx.txid, tx.vout.length > 0)

  const targetKey = target ? `${target.side}:${target.index}` : highlight
  // One list scrolls to its mark: the input when there is one (an address that both spends and receives).
  const scrollKey = scrollToHighlight ? targetKey : undefined
  const inputScroll = marks.input >= 0 ? scrollKey : undefined
  const outputScroll = marks.input >= 0 ? undefined : scrollKey

  return (
    <div className="tx-io">
      <div className="tx-io-bar">
        <button
          type="button"
          className="tx-details-toggle"
          aria-pressed={details}
          onClick={() => setDetails((open) => !open)}
        >
          {details ? t`Hide scripts` : t`Show scripts`}
        </button>
      </div>
      <div className="tx-io-columns">
        <RowList
          title={t`Inputs`}
          testId="tx-inputs"
          total={vins.length}
          highlightIndex={marks.input}
          scrollKey={inputScroll}
          row={(i, place) => {
            const vin = vins[i]
            return vin ? (
              <TxInputRow
                key={`${vin.txid}:${vin.vout}`}
                place={place}
                vin={vin}
                index={i}
                highlighted={inputMarked(vin, i)}
                details={details}
              />
            ) : null
          }}
        />
        <RowList
          title={t`Outputs`}
          testId="tx-outputs"
          total={vouts.length}
          highlightIndex={marks.output}
          scrollKey={outputScroll}
          row={(i, place) => {
            const vout = vouts[i]
            return vout ? (
              <TxOutputRow
                key={i}
                place={place}
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
