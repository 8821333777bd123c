import { isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'

export interface NavItem {
  label: string
  path: string
}

/** The sections a network has: mining and Lightning are Bitcoin's, assets Liquid's. */
export function navItems(network: Network): NavItem[] {
  const at = (path: string) => networkPath(network, path)
  const items = [{ label: 'Dashboard', path: at('/') }]
  if (isLiquidNetwork(network)) items.push({ label: 'Assets', path: at('/assets') })
  else {
    items.push({ label: 'Mining', path: at('/mining') })
    items.push({ label: 'Lightning', path: at('/lightning') })
  }
  items.push({ label: 'Broadcast', path: at('/tx/push') })
  // The swap service pays out on the main network only.
  if (network === 'main') items.push({ label: 'Swap', path: at('/swap') })
  return items
}
