import { t } from '@lingui/core/macro'
import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { formatAmount } from '../../format/amount'
import { explorerClientFor } from '../../queries/client'
import { useDataHost } from '../../queries/useDataHost'
import { useSettings } from '../../settings/useSettings'
import { type Watch, watchKey } from './model/watches'
import { watchStore } from './model/watchStore'
import { fetchWatchFigures, watchQueryKey } from './watchQueries'

/** One network's watches: each with its live balance or state, and a button to remove it. */
export function WatchGroup({
  network,
  watches,
  refused,
}: {
  network: Network
  watches: Watch[]
  /** The service's words when it refused to follow this network's addresses. */
  refused: string | undefined
}) {
  const label = networkLabels[network]
  return (
    <section className="watch-group" data-testid={`watch-group-${network}`}>
      <h2>{label}</h2>
      {refused ? (
        <p className="watch-error" role="alert" data-testid="watch-refused">
          {t`The data service does not follow these addresses live (it said: ${refused}). Their balances are as of the last visit to this page.`}
        </p>
      ) : null}
      <ul className="watch-items">
        {watches.map((watch) => (
          <WatchItem key={watchKey(watch)} watch={watch} />
        ))}
      </ul>
    </section>
  )
}

function WatchItem({ watch }: { watch: Watch }) {
  const client = explorerClientFor(watch.network, useDataHost())
  const { unit } = useSettings().settings
  const liquid = isLiquidNetwork(watch.network)
  const figures = useQuery({
    queryKey: watchQueryKey(client, watch),
    queryFn: ({ signal }) => fetchWatchFigures(client, watch, signal),
  })
  const path = networkPath(
    watch.network,
    `/${watch.type === 'address' ? 'address' : 'tx'}/${watch.id}`,
  )
  const { id } = watch
  const data = figures.data
  return (
    <li className="watch-item" data-testid="watch-item">
      <span className="watch-kind">{watch.type === 'address' ? t`Address` : t`Transaction`}</span>{' '}
      <Link className="watch-id" to={path}>
        {id}
      </Link>{' '}
      <span className="watch-state" data-testid="watch-state">
        {figures.isError
          ? t`Not available now`
          : !data
            ? t`Loading…`
            : data.type === 'address'
              ? data.sats === null
                ? t`Confidential balance`
                : formatAmount(data.sats, unit, liquid)
              : data.confirmed
                ? t`Confirmed`
                : t`Unconfirmed`}
      </span>{' '}
      <button
        type="button"
        className="watch-remove"
        aria-label={t`Stop watching ${id}`}
        onClick={() =>
          watchStore().update((state) => ({
            ...state,
            watches: state.watches.filter((w) => watchKey(w) !== watchKey(watch)),
          }))
        }
      >
        {t`Remove`}
      </button>
    </li>
  )
}
