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
        Waiting for the chain tip…
      </p>
    )
  if (index > tip)
    return (
      <p className="clock-message" data-testid="clock-too-far">
        There is no block {formatCount(index)} blocks back: the chain has {formatCount(tip + 1)}{' '}
        blocks, so go back at most {formatCount(tip)}.
      </p>
    )
  return <BlockAt height={tip - index} />
}

function BlockAt({ height }: { height: number }) {
  const client = useExplorerClient()
  const block = useQuery(blockAtHeightQueryOptions(client, height))
  const units = useUnits()
  if (block.error)
    return (
      <ErrorNote
        what={`Could not load block ${formatCount(height)}`}
        error={block.error}
        retry={() => void block.refetch()}
        className="clock-message"
      />
    )
  if (!block.data)
    return (
      <p className="clock-message" aria-busy="true">
        Loading block {formatCount(height)}…
      </p>
    )
  const { extras } = block.data
  return (
    <ClockFigures
      label={`Block ${formatCount(block.data.height)}`}
      medianFee={extras?.medianFee}
      figures={[
        [
          'Fee range',
          `${units.rateSpan(extras?.feeRange[0], extras?.feeRange.at(-1))} ${units.rateLabel}`,
          'fee-range',
        ],
        ['Size', formatBytes(block.data.size), 'size'],
        ['Transactions', formatCount(block.data.tx_count), 'count'],
        ['Mined', <TimeAgo key="t" time={block.data.timestamp} />, 'mined'],
        ...(extras?.pool ? [['Miner', extras.pool.name, 'pool'] as const] : []),
      ]}
    />
  )
}
