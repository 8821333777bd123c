import { combineAmounts, type FlowRow } from './flowRows'

/** One band of the flow diagram: an input or output, or several folded into "N more". */
export interface FlowItem extends FlowRow {
  /** How many inputs or outputs the band stands for (more than 1 for "N more"). */
  count: number
  /** The band's top and height in the diagram's units, on its own side. */
  y: number
  height: number
  /** Where the band meets the transaction bar in the middle. */
  middleY: number
  middleHeight: number
}

export interface FlowLayout {
  inputs: FlowItem[]
  outputs: FlowItem[]
  height: number
}

export const maxFlowRows = 20
/** Space between bands: with the thinnest band, enough for one line of label. */
const gap = 11
const minBand = 2

/** Keeps the first rows and folds the rest into one "N more" row, so 5,000 outputs stay readable. */
export function foldRows(
  rows: readonly FlowRow[],
  max = maxFlowRows,
): (FlowRow & { count: number })[] {
  if (rows.length <= max) return rows.map((row) => ({ ...row, count: 1 }))
  const kept = rows.slice(0, max - 1).map((row) => ({ ...row, count: 1 }))
  const rest = rows.slice(max - 1)
  const value = rest.reduce((n, row) => n + row.value, 0)
  const amount = combineAmounts(rest.map((row) => row.amount))
  return [...kept, { label: `${rest.length} more`, value, amount, count: rest.length }]
}

/**
 * Lays out both sides: each band's height follows its share of the side's value (at least a sliver, so
 * dust stays visible), bands are spaced on their side and meet edge to edge at the middle bar.
 */
export function layoutFlow(
  inputs: readonly FlowRow[],
  outputs: readonly FlowRow[],
  middleHeight = 160,
): FlowLayout {
  const sides = [foldRows(inputs), foldRows(outputs)]
  const rows = Math.max(...sides.map((side) => side.length), 1)
  const height = Math.max(middleHeight, rows * (minBand + gap) + middleHeight / 2)
  const top = (height - middleHeight) / 2
  const [ins, outs] = sides.map((side) => {
    const total = side.reduce((n, row) => n + row.value, 0)
    const share = (value: number) => (total > 0 ? value / total : 1 / side.length)
    const room = height - gap * (side.length - 1)
    const sizes = side.map((row) => Math.max(minBand, share(row.value) * room))
    const scale = Math.min(1, room / sizes.reduce((n, s) => n + s, 0))
    let y = 0
    let middle = top
    return side.map((row, i) => {
      const size = (sizes[i] as number) * scale
      const middleSize = share(row.value) * middleHeight
      const item = { ...row, y, height: size, middleY: middle, middleHeight: middleSize }
      y += size + gap
      middle += middleSize
      return item
    })
  }) as [FlowItem[], FlowItem[]]
  return { inputs: ins, outputs: outs, height }
}
