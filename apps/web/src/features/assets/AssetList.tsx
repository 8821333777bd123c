import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { shortId } from '../transaction/model/assets'
import { AssetIcon } from './AssetIcon'
import type { ListedAsset } from './model/listing'

/** Assets as rows: icon, name, ticker, issuer domain, id; each links to its page. Text only. */
export function AssetList({ assets, testId }: { assets: readonly ListedAsset[]; testId: string }) {
  const network = useNetwork()
  return (
    <ul className="asset-list" data-testid={testId}>
      {assets.map((a) => (
        <li key={a.id} className="asset-row" data-testid="asset-row" data-asset-id={a.id}>
          <AssetIcon id={a.id} label="" />
          <Link className="asset-name" to={networkPath(network, `/assets/asset/${a.id}`)}>
            {a.name}
          </Link>
          <span className="asset-ticker" data-testid="asset-ticker">
            {a.ticker ?? '—'}
          </span>
          <span className="asset-domain muted">{a.domain ?? ''}</span>
          <code className="asset-id muted" title={a.id}>
            {shortId(a.id)}
          </code>
        </li>
      ))}
    </ul>
  )
}
