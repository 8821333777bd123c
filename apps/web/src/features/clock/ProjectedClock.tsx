import { plural, t } from '@lingui/core/macro'
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
        {t`Waiting for the mempool from the live feed…`}
      </p>
    )
  const block = blocks[index]
  const filled = blocks.length
  if (!block)
    return (
      <>
        <h1 className="clock-label">{name}</h1>
        <p className="clock-message" data-testid="clock-empty">
          {plural(filled, {
            one: 'The mempool does not reach this far now: it fills # projected block.',
            other: 'The mempool does not reach this far now: it fills # projected blocks.',
          })}
        </p>
      </>
    )
  return (
    <ClockFigures
      label={name}
      medianFee={block.medianFee}
      figures={[
        [
          t`Fee range`,
          `${units.rateSpan(block.feeRange[0], block.feeRange.at(-1))} ${units.rateLabel}`,
          'fee-range',
        ],
        [t({ message: 'Size', comment: "a block's size" }), units.sizeSi(block.blockVSize), 'size'],
        [t`Transactions`, formatCount(block.nTx), 'count'],
      ]}
    />
  )
}
