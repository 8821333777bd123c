import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'
import { useDataHost } from '../../queries/useDataHost'
import { isKeyNetwork } from '../xpub/model/networks'
import { useWatchState } from './model/useWatchState'
import { watchesByNetwork } from './model/watches'
import { watchStore } from './model/watchStore'
import { WatchGroup } from './WatchGroup'
import { WatchNotices } from './WatchNotices'
import { WatchNotifications } from './WatchNotifications'
import { WatchTransfer } from './WatchTransfer'
import './watch.css'

/** `/watch`: the starred addresses and transactions of every network, followed live, and their notices. */
export function WatchPage() {
  const state = useWatchState()
  const { host, sameOrigin } = useDataHost()
  // Seen here: the header's count starts again from zero.
  useEffect(() => {
    if (state.unseen > 0) watchStore().update((s) => ({ ...s, unseen: 0 }))
  }, [state.unseen])
  const groups = watchesByNetwork(state.watches)
  const network = useNetwork()
  return (
    <article className="page watch-page" data-testid="watch-page">
      <PageTitle>{t`Watch-list`}</PageTitle>
      <h1>{t`Watch-list`}</h1>
      {state.corrupt ? (
        <p role="alert" className="watch-error" data-testid="watch-corrupt">
          {t`The stored watch-list could not be read: it starts again empty.`}{' '}
          <button
            type="button"
            onClick={() => watchStore().update((s) => ({ ...s, corrupt: false }))}
          >
            {t`Dismiss`}
          </button>
        </p>
      ) : null}
      <p className="muted" data-testid="watch-privacy">
        {sameOrigin
          ? t`The list stays in this browser. Only this site's server, ${host}, and the data service it passes requests on to see the watched addresses and transaction ids, as they are followed for this page.`
          : t`The list stays in this browser. Only ${host}, the data service, sees the watched addresses and transaction ids, as it follows them for this page.`}
      </p>
      {groups.length ? (
        groups.map(([network, watches]) => (
          <WatchGroup
            key={network}
            network={network}
            watches={watches}
            refused={state.refused[network]}
          />
        ))
      ) : (
        <p data-testid="watch-empty">
          {t`Nothing is watched yet: star an address or a transaction on its page.`}
        </p>
      )}
      {isKeyNetwork(network) ? (
        // A wallet is many addresses: its page scans them from the key rather than one star each.
        <p data-testid="watch-wallet-view">
          <Trans>
            To follow a whole wallet, give its extended public key or descriptor to the{' '}
            <Link to={networkPath(network, '/wallet-view')}>wallet view</Link>.
          </Trans>
        </p>
      ) : null}
      <WatchNotifications state={state} />
      <WatchNotices notices={state.notices} />
      <WatchTransfer watches={state.watches} />
    </article>
  )
}

export default WatchPage
