import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { StrippedTransaction } from '@outpoint/explorer-client'
import { useUnits } from '../../features/units/useUnits'
import { Amount } from '../Amount'
import type { OverviewMark } from './draw'
import { rateOf } from './layout'

const tooltipWidth = 240

/** The figures of the square under the pointer or keyboard highlight, placed beside it inside the canvas. */
export function OverviewTooltip(props: {
  tx: StrippedTransaction
  mark?: OverviewMark | undefined
  x: number
  y: number
  width: number
}) {
  const { tx } = props
  const units = useUnits()
  const left = Math.max(0, Math.min(props.x + 12, props.width - tooltipWidth))
  return (
    <div
      className="block-overview-tooltip"
      data-testid="block-overview-tooltip"
      style={{ left, top: props.y + 12, width: tooltipWidth }}
    >
      <div className="block-overview-txid">{tx.txid}</div>
      <dl>
        {props.mark ? (
          <>
            <dt>{t({ message: 'Audit', comment: 'what a block audit says of a transaction' })}</dt>
            <dd data-testid="block-overview-mark">{props.mark.label}</dd>
          </>
        ) : null}
        <dt>{t`Fee rate`}</dt>
        <dd>{units.feeRate(rateOf(tx))}</dd>
        <dt>{t`Fee`}</dt>
        <dd>
          <Amount sats={tx.fee} />
        </dd>
        <dt>{i18n._(units.sizeName)}</dt>
        <dd>{units.size(tx.vsize)}</dd>
        {tx.value > 0 ? (
          <>
            <dt>{t`Value`}</dt>
            <dd>
              <Amount sats={tx.value} />
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
