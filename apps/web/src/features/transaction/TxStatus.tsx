import { t } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
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
  const eta = position && interval ? formatEta(etaSeconds(position, interval)) : ''
  const projected = position ? position.block + 1 : 0

  if (confirmed && status.block_height !== undefined) {
    const count = confirmations(status.block_height, tip)
    const height = formatCount(status.block_height)
    const blockPath = networkPath(network, `/block/${status.block_hash ?? status.block_height}`)
    return (
      <span data-testid="tx-status" data-confirmed="true">
        {status.block_time ? (
          <Trans comment='<0>: a badge with the count; <1>: the block height, as a link; <2/>: how long ago ("2 hours ago")'>
            <span className="tx-badge tx-badge-ok">
              <Plural value={count} one="# confirmation" other="# confirmations" />
            </span>{' '}
            in block{' '}
            <Link to={blockPath} data-testid="tx-block-link">
              {height}
            </Link>
            , <TimeAgo time={status.block_time} />
          </Trans>
        ) : (
          <Trans>
            <span className="tx-badge tx-badge-ok">
              <Plural value={count} one="# confirmation" other="# confirmations" />
            </span>{' '}
            in block{' '}
            <Link to={blockPath} data-testid="tx-block-link">
              {height}
            </Link>
          </Trans>
        )}
      </span>
    )
  }
  const projectedPath = position
    ? networkPath(network, `/mempool-block/${Math.min(position.block, 7)}`)
    : ''
  return (
    <span data-testid="tx-status" data-confirmed="false">
      <span className="tx-badge tx-badge-warn">{t`Unconfirmed`}</span>
      {position && interval ? (
        <span data-testid="tx-eta">
          {' '}
          <Trans comment='eta: "~10 minutes"; projected: the number of the projected block, from 1'>
            ETA {eta} (<Link to={projectedPath}>projected block {projected}</Link>)
          </Trans>
        </span>
      ) : null}
    </span>
  )
}
