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
  return (
    <div className="page notice" data-testid="no-lightning">
      <h1>No Lightning data for {networkLabels[network]}</h1>
      <p>
        The Lightning explorer covers Bitcoin, Testnet3 and Signet. {networkLabels[network]} has no
        Lightning network data.
      </p>
      <p>
        <Link to={lightningPaths.home('main')}>Lightning on Bitcoin</Link>
        {' · '}
        <Link to={networkPath(network)}>Back to the {networkLabels[network]} dashboard</Link>
      </p>
    </div>
  )
}
