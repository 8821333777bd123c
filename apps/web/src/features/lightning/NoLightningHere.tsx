import { t } from '@lingui/core/macro'
import type { Network } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { lightningPaths } from './paths'

/** Networks with a Lightning graph, as on mempool.space (testnet4 and regtest have none). */
export const lightningNetworks: readonly Network[] = ['main', 'testnet', 'signet']

export function hasLightning(network: Network): boolean {
  return lightningNetworks.includes(network)
}

export function useHasLightning(): boolean {
  return hasLightning(useNetwork())
}

/** Said instead of requests that could only fail: this network has no Lightning graph. */
export function NoLightningHere() {
  const network = useNetwork()
  const label = networkLabels[network]
  return (
    <div className="page notice" data-testid="no-lightning">
      <h1>{t`No Lightning data for ${label}`}</h1>
      <p>
        {t`The Lightning explorer covers Bitcoin, Testnet3 and Signet. ${label} has no Lightning network data.`}
      </p>
      <p>
        <Link to={lightningPaths.home('main')}>{t`Lightning on Bitcoin`}</Link>
        {' · '}
        <Link to={networkPath(network)}>{t`Back to the ${label} dashboard`}</Link>
      </p>
    </div>
  )
}
