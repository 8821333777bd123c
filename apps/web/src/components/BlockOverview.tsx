import { plural, t } from '@lingui/core/macro'
import type { StrippedTransaction } from '@outpoint/explorer-client'
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNetwork } from '../app/useNetwork'
import { useUnits } from '../features/units/useUnits'
import type { UnitFormats } from '../format/rateUnit'
import { useSettings } from '../settings/useSettings'
import { palettes } from '../theme/palette'
import { drawOverview, type OverviewMark, overviewGeometry } from './block-overview/draw'
import { type Direction, moveFrom, packOverview, rateOf, squareAt } from './block-overview/layout'
import { OverviewTooltip } from './block-overview/OverviewTooltip'
import { useElementWidth } from './useElementWidth'
import './block-overview/block-overview.css'

export interface BlockOverviewProps {
  txs: readonly StrippedTransaction[]
  /** Called with the txid of a clicked square, or the highlighted one on Enter. */
  onSelect?: (txid: string) => void
  /** What the overview shows ("Block 840,000", "Projected block 1"), for assistive technology. */
  label: string
  /** A mark for some transactions (a block audit's tags): drawn in its colour, named in the tooltip. */
  markOf?: ((txid: string) => OverviewMark | undefined) | undefined
  /** Its test id: `block-overview` unless a page shows several kinds (a block audit's pair). */
  testId?: string | undefined
  /**
   * The box's height over its width, when the overview must keep one size whatever the block (a page
   * whose placeholder holds its room while the squares load): the squares shrink to fit a taller packing,
   * and a shorter one leaves the rest of the box empty. Without it the overview is as tall as its packing.
   */
  boxRatio?: number | undefined
}

const keys: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
}

/**
 * A block's transactions as squares on one canvas: area by vsize, colour by fee rate, packed highest fee
 * rate first. Canvas 2D draws everywhere (no WebGL to lose). Hover shows a tooltip, a click selects; the
 * canvas takes focus, the arrow keys move a highlight and Enter selects it, announced in a live region.
 */
export function BlockOverview({
  txs,
  onSelect,
  label,
  markOf,
  testId,
  boxRatio,
}: BlockOverviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const instructionsId = useId()
  const [wrapper, width] = useElementWidth<HTMLDivElement>()
  const layout = useMemo(() => packOverview(txs), [txs])
  const [highlight, setHighlight] = useState(-1)
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | undefined>()
  const { theme } = useSettings().settings
  const units = useUnits()
  const network = useNetwork()
  const geometry = useMemo(
    () => overviewGeometry(layout, width, boxRatio ? width * boxRatio : Math.max(width, 320) * 1.5),
    [layout, width, boxRatio],
  )

  // Squares move when the set changes (a projected block's delta): keep the highlight within range.
  const count = layout.squares.length
  const shown = highlight < count ? highlight : count - 1

  useEffect(() => {
    const element = canvas.current
    const ctx = element?.getContext('2d')
    if (!element || !ctx || geometry.width === 0) return
    const ratio = globalThis.devicePixelRatio || 1
    element.width = Math.round(geometry.width * ratio)
    element.height = Math.round(geometry.height * ratio)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    drawOverview(ctx, txs, layout, geometry, shown, palettes[theme].text, network, markOf)
  }, [txs, layout, geometry, shown, theme, network, markOf])

  const squareUnder = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const x = event.clientX - rect.left
    const y = event.clientY - rect.top
    const cell = geometry.cell || 1
    return { index: squareAt(layout, x / cell, y / cell), x, y }
  }

  const txidOf = (index: number) => {
    const square = layout.squares[index]
    return square ? txs[square.tx]?.txid : undefined
  }

  const select = (index: number) => {
    const txid = txidOf(index)
    if (txid && onSelect) onSelect(txid)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = keys[event.key]
    if (direction) {
      event.preventDefault()
      setHighlight(moveFrom(layout, shown, direction))
    } else if (event.key === 'Enter' && shown >= 0) {
      event.preventDefault()
      select(shown)
    } else if (event.key === 'Escape') {
      setHighlight(-1)
    }
  }

  const highlighted = layout.squares[shown]
  const keyboardTip =
    highlighted && hover === undefined
      ? {
          index: shown,
          x: (highlighted.x + highlighted.size) * geometry.cell,
          y: (highlighted.y + highlighted.size) * geometry.cell,
        }
      : undefined
  const tip = hover && hover.index >= 0 ? hover : keyboardTip
  const tipSquare = tip ? layout.squares[tip.index] : undefined
  const tipTx = tipSquare ? txs[tipSquare.tx] : undefined
  const highlightedTx = highlighted ? txs[highlighted.tx] : undefined

  return (
    <div
      ref={wrapper}
      className="block-overview"
      style={boxRatio ? { aspectRatio: `1 / ${boxRatio}` } : undefined}
      data-testid={testId ?? 'block-overview'}
      data-count={txs.length}
      data-highlighted={highlightedTx?.txid ?? ''}
    >
      <div
        className="block-overview-surface"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: "application" is the ARIA role of a widget that handles its own keys; the squares have no DOM nodes to focus
        tabIndex={0}
        role="application"
        aria-roledescription={t`block overview`}
        aria-label={plural(txs.length, {
          one: `${label}: # transaction`,
          other: `${label}: # transactions`,
        })}
        aria-describedby={instructionsId}
        onPointerMove={(event) => setHover(squareUnder(event))}
        onPointerLeave={() => setHover(undefined)}
        onClick={(event) => {
          const { index } = squareUnder(event)
          if (index >= 0) {
            setHighlight(index)
            select(index)
          }
        }}
        onFocus={() => setHighlight((current) => (current < 0 && count > 0 ? 0 : current))}
        onKeyDown={onKeyDown}
      >
        <canvas ref={canvas} style={{ width: geometry.width, height: geometry.height }} />
      </div>
      {tipTx && tip ? (
        <OverviewTooltip
          tx={tipTx}
          mark={markOf?.(tipTx.txid)}
          x={tip.x}
          y={tip.y}
          width={geometry.width}
        />
      ) : null}
      <p className="visually-hidden" id={instructionsId}>
        {t`Arrow keys move between the transactions, Enter opens the highlighted one, Escape clears it.`}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {highlightedTx ? describeForReader(highlightedTx, markOf?.(highlightedTx.txid), units) : ''}
      </p>
    </div>
  )
}

function describeForReader(
  tx: StrippedTransaction,
  mark: OverviewMark | undefined,
  units: UnitFormats,
): string {
  const { txid } = tx
  const rate = units.feeRate(rateOf(tx))
  const size = units.size(tx.vsize)
  if (!mark) return t`Transaction ${txid}, ${rate}, ${size}`
  const tag = mark.label
  return t`Transaction ${txid}, ${rate}, ${size}, ${tag}`
}
