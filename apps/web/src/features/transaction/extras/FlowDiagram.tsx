import { plural, t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useMemo, useRef } from 'react'
import { useNetwork } from '../../../app/useNetwork'
import { formatAmount } from '../../../format/amount'
import { useSettings } from '../../../settings/useSettings'
import { nativeAssets } from '../model/assets'
import type { AnyTransaction } from '../model/types'
import { useAssetInfos } from '../useAssetInfo'
import { type FlowItem, layoutFlow } from './flow'
import { amountText, fitLabel, shortLabel } from './flowLabel'
import { flowRows } from './flowRows'
import { useLabelRoom } from './useLabelRoom'
import { useMediaQuery } from './useMediaQuery'

const width = 600
/** Space between a band's end and its label, and past the label to the drawing's edge. */
const labelGap = 4
const edge = 2
/** On narrow screens the labels give way (tooltips stay): beside the bands they would be unreadably small. */
const narrowQuery = '(max-width: 640px)'
const barWidth = 12

/** A band from a side to the middle bar: its two edges as curves, so crossing bands stay apart. */
function bandPath(item: FlowItem, fromX: number, toX: number): string {
  const mid = (fromX + toX) / 2
  const [y0, y1] = [item.y, item.y + item.height]
  const [m0, m1] = [item.middleY, item.middleY + item.middleHeight]
  return `M${fromX},${y0} C${mid},${y0} ${mid},${m0} ${toX},${m0} L${toX},${m1} C${mid},${m1} ${mid},${y1} ${fromX},${y1} Z`
}

/**
 * Where the value comes from and goes: inputs on the left, outputs (and the fee) on the right. On Liquid
 * each amount is in its own asset (or blinded), so bands there are sized alike unless a side is all L-BTC.
 */
export function FlowDiagram({ tx }: { tx: AnyTransaction }) {
  const { unit } = useSettings().settings
  const narrow = useMediaQuery(narrowQuery)
  const network = useNetwork()
  const liquid = isLiquidNetwork(network)
  const native = liquid ? (nativeAssets[network] ?? '') : undefined
  const { inputs, outputs, paid } = useMemo(() => flowRows(tx, native), [tx, native])
  const assetIds = useMemo(
    () => [
      ...new Set(
        [...inputs, ...outputs].flatMap((row) =>
          row.amount.kind === 'asset' ? [row.amount.assetId] : [],
        ),
      ),
    ],
    [inputs, outputs],
  )
  const assets = useAssetInfos(assetIds)
  const layout = layoutFlow(inputs, outputs)
  const amount = (item: FlowItem) => amountText(item.amount, unit, liquid, assets)
  const full = (item: FlowItem) => [item.label, amount(item)].filter(Boolean).join(': ')
  const text = (item: FlowItem) =>
    fitLabel(
      [item.count > 1 ? item.label : shortLabel(item.label), amount(item)]
        .filter(Boolean)
        .join(' '),
    )
  const svg = useRef<SVGSVGElement>(null)
  const room = useLabelRoom(
    svg,
    narrow ? [] : layout.inputs.map(text),
    narrow ? [] : layout.outputs.map(text),
  )
  const left = narrow ? 0 : Math.ceil(room.left + labelGap + edge)
  const right = narrow ? 0 : Math.ceil(room.right + labelGap + edge)
  const middle = width / 2
  const inputCount = tx.vin.length
  const outputCount = tx.vout.length
  const spent = formatAmount(paid + tx.fee, unit)
  const sides = liquid
    ? t`${plural(inputCount, { one: '# input', other: '# inputs' })} flow into ${plural(outputCount, { one: '# output', other: '# outputs' })}`
    : t`${plural(inputCount, { one: '# input', other: '# inputs' })} of ${spent} flow into ${plural(outputCount, { one: '# output', other: '# outputs' })}`
  return (
    <section className="tx-extras-card" data-testid="tx-flow">
      <h2>{t({ message: 'Flow', comment: 'heading of the diagram of where the value goes' })}</h2>
      <svg
        ref={svg}
        className="tx-flow"
        viewBox={`-${left} -10 ${width + left + right} ${layout.height + 20}`}
        role="img"
        aria-label={sides}
      >
        {layout.inputs.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bands are the transaction's inputs in order.
          <g key={`in${i}`} className="tx-flow-band tx-flow-in" data-testid="tx-flow-input">
            <title>{full(item)}</title>
            <path d={bandPath(item, 0, middle - barWidth / 2)} />
            {!narrow && (
              <text
                x={-labelGap}
                y={item.y + item.height / 2}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {text(item)}
              </text>
            )}
          </g>
        ))}
        {layout.outputs.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bands are the transaction's outputs in order.
          <g key={`out${i}`} className="tx-flow-band tx-flow-out" data-testid="tx-flow-output">
            <title>{full(item)}</title>
            <path d={bandPath(item, width, middle + barWidth / 2)} />
            {!narrow && (
              <text x={width + labelGap} y={item.y + item.height / 2} dominantBaseline="middle">
                {text(item)}
              </text>
            )}
          </g>
        ))}
        <rect
          className="tx-flow-bar"
          x={middle - barWidth / 2}
          y={(layout.height - 160) / 2}
          width={barWidth}
          height={160}
        />
      </svg>
    </section>
  )
}
