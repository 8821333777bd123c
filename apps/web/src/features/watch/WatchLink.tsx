import { plural, t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { useWatchState } from './model/useWatchState'

/** The header's way to the watch-list, with the count of notices not seen yet. */
export function WatchLink() {
  const network = useNetwork()
  const { unseen } = useWatchState()
  const label =
    unseen > 0
      ? plural(unseen, { one: 'Watch-list, # new notice', other: 'Watch-list, # new notices' })
      : t`Watch-list`
  return (
    <Link
      className="icon-button watch-link"
      to={networkPath(network, '/watch')}
      aria-label={label}
      title={label}
      data-testid="watch-link"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {unseen > 0 ? (
        <span className="watch-badge" data-testid="watch-badge" aria-hidden="true">
          {unseen > 99 ? '99+' : unseen}
        </span>
      ) : null}
    </Link>
  )
}
