import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { TimeAgo } from '../../components/TimeAgo'
import { useExplorerClient } from '../../queries/client'
import { confirmations, useTipHeight } from '../../queries/useTipHeight'
import { formatCount } from '../dashboard/model/format'
import { etaSeconds, formatEta } from './model/eta'
import type { AnyTransaction } from './model/types'
import { blockIntervalQueryOptions, positionQueryOptions } from './txQueries'

/** Confirmed in block N (with confirmations, live), or unconfirmed with its ETA from its live position. */
export function TxStatus({ tx }: { tx: AnyTransaction }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const status = tx.status
  const confirmed = status?.confirmed === true
  const tip = useTipHeight()
  const position = useQuery({ ...positionQueryOptions(client, tx.txid), enabled: !confirmed }).data
  const interval = useQuery({ ...blockIntervalQueryOptions(client), enabled: !confirmed }).data

  if (confirmed && status.block_height !== undefined) {
    const count = confirmations(status.block_height, tip)
    return (
      <span data-testid="tx-status" data-confirmed="true">
        <span className="tx-badge tx-badge-ok">
          {formatCount(count)} confirmation{count === 1 ? '' : 's'}
        </span>{' '}
        in block{' '}
        <Link
          to={networkPath(network, `/block/${status.block_hash ?? status.block_height}`)}
          data-testid="tx-block-link"
        >
          {formatCount(status.block_height)}
        </Link>
        {status.block_time ? (
          <>
            {', '}
            <TimeAgo time={status.block_time} />
          </>
        ) : null}
      </span>
    )
  }
  return (
    <span data-testid="tx-status" data-confirmed="false">
      <span className="tx-badge tx-badge-warn">Unconfirmed</span>
      {position && interval ? (
        <span data-testid="tx-eta">
          {' '}
          ETA {formatEta(etaSeconds(position, interval))}
          {' ('}
          <Link to={networkPath(network, `/mempool-block/${Math.min(position.block, 7)}`)}>
            projected block {position.block + 1}
          </Link>
          {')'}
        </span>
      ) : null}
    </span>
  )
}
