import type { Transaction } from '@outpoint/explorer-client'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useNetwork } from '../../../app/useNetwork'
import { formatAmount } from '../../../format/amount'
import { useSettings } from '../../../settings/useSettings'
import { type FlowItem, layoutFlow } from './flow'
import { useMediaQuery } from './useMediaQuery'

const width = 600
/** Room beside the bands for their labels; none on narrow screens, where the labels go (tooltips stay). */
const margin = 170
const narrowQuery = '(max-width: 640px)'
const barWidth = 12

/** Addresses shortened to their ends; descriptions (with spaces) are short already. */
const short = (text: string) =>
  text.length > 16 && !text.includes(' ') ? `${text.slice(0, 7)}…${text.slice(-6)}` : text

/** A band from a side to the middle bar: its two edges as curves, so crossing bands stay apart. */
function bandPath(item: FlowItem, fromX: number, toX: number): string {
  const mid = (fromX + toX) / 2
  const [y0, y1] = [item.y, item.y + item.height]
  const [m0, m1] = [item.middleY, item.middleY + item.middleHeight]
  return `M${fromX},${y0} C${mid},${y0} ${mid},${m0} ${toX},${m0} L${toX},${m1} C${mid},${m1} ${mid},${y1} ${fromX},${y1} Z`
}

/** Where the value comes from and goes: inputs on the left, outputs (and the fee) on the right. */
export function FlowDiagram({ tx }: { tx: Transaction }) {
  const { unit } = useSettings().settings
  const narrow = useMediaQuery(narrowQuery)
  const liquid = isLiquidNetwork(useNetwork())
  const amount = (sats: number) => formatAmount(sats, unit, liquid)
  const paid = tx.vout.reduce((n, vout) => n + (vout.value ?? 0), 0)
  const inputs = tx.vin.map((vin, i) => ({
    label: vin.is_coinbase ? 'coinbase' : (vin.prevout?.scriptpubkey_address ?? `input #${i}`),
    // A coinbase creates what it pays; unknown prevouts (Liquid's confidential ones) count as nothing.
    value: vin.is_coinbase ? paid : (vin.prevout?.value ?? 0),
  }))
  const outputs = tx.vout.map((vout, i) => ({
    label: vout.scriptpubkey_address ?? `#${i} ${vout.scriptpubkey_type}`,
    value: vout.value ?? 0,
  }))
  if (tx.fee > 0 && !tx.vout.some((vout) => vout.scriptpubkey_type === ('fee' as string))) {
    outputs.push({ label: 'fee', value: tx.fee })
  }
  const layout = layoutFlow(inputs, outputs)
  const middle = width / 2
  const side = narrow ? 0 : margin
  const text = (item: FlowItem) =>
    `${item.count > 1 ? item.label : short(item.label)} ${amount(item.value)}`
  return (
    <section className="tx-extras-card" data-testid="tx-flow">
      <h2>Flow</h2>
      <svg
        className="tx-flow"
        viewBox={`-${side} -10 ${width + 2 * side} ${layout.height + 20}`}
        role="img"
        aria-label={`${tx.vin.length} inputs of ${amount(paid + tx.fee)} flow into ${tx.vout.length} outputs`}
      >
        {layout.inputs.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bands are the transaction's inputs in order.
          <g key={`in${i}`} className="tx-flow-band tx-flow-in" data-testid="tx-flow-input">
            <title>{`${item.label}: ${amount(item.value)}`}</title>
            <path d={bandPath(item, 0, middle - barWidth / 2)} />
            {!narrow && (
              <text x={-4} y={item.y + item.height / 2} textAnchor="end" dominantBaseline="middle">
                {text(item)}
              </text>
            )}
          </g>
        ))}
        {layout.outputs.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bands are the transaction's outputs in order.
          <g key={`out${i}`} className="tx-flow-band tx-flow-out" data-testid="tx-flow-output">
            <title>{`${item.label}: ${amount(item.value)}`}</title>
            <path d={bandPath(item, width, middle + barWidth / 2)} />
            {!narrow && (
              <text x={width + 4} y={item.y + item.height / 2} dominantBaseline="middle">
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
