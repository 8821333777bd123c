import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { TimeAgo } from '../../components/TimeAgo'
import { useExplorerClient } from '../../queries/client'
import { useTipHeight } from '../../queries/useTipHeight'
import { formatBytes, formatCount } from '../dashboard/model/format'
import { useUnits } from '../units/useUnits'
import { ClockFigures } from './ClockFigures'
import { blockAtHeightQueryOptions } from './queries'

/** The block `index` below the tip (0: the tip), moving up as blocks arrive. */
export function MinedClock({ index }: { index: number }) {
  const tip = useTipHeight()
  if (tip === undefined)
    return (
      <p className="clock-message" aria-busy="true">
        {t`Waiting for the chain tip…`}
      </p>
    )
  if (index > tip) {
    const length = tip + 1
    const most = formatCount(tip)
    return (
      <p className="clock-message" data-testid="clock-too-far">
        {t`There is no block ${plural(index, { one: '# block', other: '# blocks' })} back: the chain has ${plural(length, { one: '# block', other: '# blocks' })}, so go back at most ${most}.`}
      </p>
    )
  }
  return <BlockAt height={tip - index} />
}

function BlockAt({ height }: { height: number }) {
  const client = useExplorerClient()
  const block = useQuery(blockAtHeightQueryOptions(client, height))
  const units = useUnits()
  const number = formatCount(height)
  if (block.error)
    return (
      <ErrorNote
        what={t`Could not load block ${number}`}
        error={block.error}
        retry={() => void block.refetch()}
        className="clock-message"
      />
    )
  if (!block.data)
    return (
      <p className="clock-message" aria-busy="true">
        {t`Loading block ${number}…`}
      </p>
    )
  const { extras } = block.data
  const shown = formatCount(block.data.height)
  return (
    <ClockFigures
      label={t`Block ${shown}`}
      medianFee={extras?.medianFee}
      figures={[
        [
          t`Fee range`,
          `${units.rateSpan(extras?.feeRange[0], extras?.feeRange.at(-1))} ${units.rateLabel}`,
          'fee-range',
        ],
        [t({ message: 'Size', comment: "a block's size" }), formatBytes(block.data.size), 'size'],
        [t`Transactions`, formatCount(block.data.tx_count), 'count'],
        [
          t({ message: 'Mined', comment: 'when a block was mined' }),
          <TimeAgo key="t" time={block.data.timestamp} />,
          'mined',
        ],
        ...(extras?.pool ? [[t`Miner`, extras.pool.name, 'pool'] as const] : []),
      ]}
    />
  )
}
