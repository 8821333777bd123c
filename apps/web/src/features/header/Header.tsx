import './header.css'
import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { NavDrawer } from '../drawer/NavDrawer'
import { SearchBox } from '../search/SearchBox'
import { SettingsButton } from '../settings/SettingsButton'
import { WalletButton } from '../wallet/WalletButton'
import { WatchLink } from '../watch/WatchLink'
import { NavLinks } from './NavLinks'
import { NetworkSwitcher } from './NetworkSwitcher'

export function Header() {
  const network = useNetwork()
  return (
    <header className="header">
      <Link className="brand" to={networkPath(network)}>
        Outpoint
      </Link>
      <nav
        className="header-nav"
        aria-label={t({ message: 'Sections', comment: 'the main navigation of the header' })}
      >
        <NavLinks />
      </nav>
      <SearchBox />
      <div className="header-tools">
        <NetworkSwitcher />
        <WatchLink />
        <WalletButton />
        <SettingsButton />
        <NavDrawer />
      </div>
    </header>
  )
}
