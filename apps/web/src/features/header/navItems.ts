import { t } from '@lingui/core/macro'
import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'

export interface NavItem {
  label: string
  path: string
}

/** The sections a network has: mining and Lightning are Bitcoin's, assets Liquid's. */
export function navItems(network: Network): NavItem[] {
  const at = (path: string) => networkPath(network, path)
  const items = [{ label: t`Dashboard`, path: at('/') }]
  if (isLiquidNetwork(network)) items.push({ label: t`Assets`, path: at('/assets') })
  else {
    items.push({ label: t`Mining`, path: at('/mining') })
    items.push({ label: 'Lightning', path: at('/lightning') })
  }
  items.push({ label: t`Broadcast`, path: at('/tx/push') })
  // The swap service pays out on the main network only.
  if (network === 'main') items.push({ label: t`Swap`, path: at('/swap') })
  return items
}
