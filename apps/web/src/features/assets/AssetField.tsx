import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/**
 * A details field naming a Liquid asset by id, linked to its asset page (the transaction page's
 * expanded rows use it for explicit output assets and issued assets).
 */
export function AssetField({ label, assetId }: { label: string; assetId: string }) {
  const network = useNetwork()
  return (
    <div className="tx-script">
      <dt>{label}</dt>
      <dd>
        <Link to={networkPath(network, `/assets/asset/${assetId}`)} data-testid="tx-asset-link">
          <code>{assetId}</code>
        </Link>
      </dd>
    </div>
  )
}
