import { t } from '@lingui/core/macro'
import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ConnectionBanner } from '../features/connection/ConnectionBanner'
import { EsploraOnly } from '../features/connection/EsploraOnly'
import { Header } from '../features/header/Header'
import { WatchMount } from '../features/watch/WatchMount'
import { useRefreshOnReconnect } from '../live/useRefreshOnReconnect'
import { useSettings } from '../settings/useSettings'
import { isBarePath } from './bareLayout'
import { useNetwork } from './useNetwork'

/** The frame of every page: header, connection banner, the page; kiosk pages (the clock) without the header. */
export function AppLayout() {
  const network = useNetwork()
  const { update } = useSettings()
  // Only known networks reach here: routesFor gives a path of an unknown prefix mainnet's tree (a 404).
  useEffect(() => update({ network }), [network, update])
  useRefreshOnReconnect()
  const bare = isBarePath(useLocation().pathname)

  if (bare)
    return (
      <div className="app app-bare">
        <WatchMount />
        <ConnectionBanner />
        <EsploraOnly />
        <main id="content" className="content-bare">
          <Outlet />
        </main>
      </div>
    )
  return (
    <div className="app">
      <a className="skip-link" href="#content">
        {t`Skip to content`}
      </a>
      <Header />
      <WatchMount />
      <ConnectionBanner />
      <EsploraOnly />
      {/* The one <main> of every page: pages render their content inside it. */}
      <main id="content" className="content">
        <Outlet />
      </main>
    </div>
  )
}
