import { formatCount } from '../dashboard/model/format'
import { projectedBlockName } from '../mempool-block/projectedIndex'
import { useUnits } from '../units/useUnits'
import { ClockFigures } from './ClockFigures'
import { useMempoolBlocks } from './queries'

/** Projected block `index` as the live feed's `mempool-blocks` has it now. */
export function ProjectedClock({ index }: { index: number }) {
  const blocks = useMempoolBlocks()
  const units = useUnits()
  const name = projectedBlockName(index)
  if (!blocks)
    return (
      <p className="clock-message" aria-busy="true">
        Waiting for the mempool from the live feed…
      </p>
    )
  const block = blocks[index]
  if (!block)
    return (
      <>
        <h1 className="clock-label">{name}</h1>
        <p className="clock-message" data-testid="clock-empty">
          The mempool does not reach this far now: it fills {formatCount(blocks.length)} projected{' '}
          {blocks.length === 1 ? 'block' : 'blocks'}.
        </p>
      </>
    )
  return (
    <ClockFigures
      label={name}
      medianFee={block.medianFee}
      figures={[
        [
          'Fee range',
          `${units.rateSpan(block.feeRange[0], block.feeRange.at(-1))} ${units.rateLabel}`,
          'fee-range',
        ],
        ['Size', units.sizeSi(block.blockVSize), 'size'],
        ['Transactions', formatCount(block.nTx), 'count'],
      ]}
    />
  )
}
