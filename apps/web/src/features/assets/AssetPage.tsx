import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ErrorNote } from '../../components/errors/ErrorNote'
import './assets.css'
import {
  type ExplorerClient,
  isIssuedAsset,
  type LiquidNetwork,
  NotFoundError,
} from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { CopyButton } from '../../components/CopyButton'
import { useExplorerClient } from '../../queries/client'
import { IssuedFacts, NativeFacts } from './AssetFacts'
import { AssetIcon } from './AssetIcon'
import { AssetTransactions } from './AssetTransactions'
import { checkAssetId } from './model/assetId'
import { nativeListed } from './model/native'
import { assetOptions } from './queries'

function AssetView({ id }: { id: string }) {
  const client = useExplorerClient() as ExplorerClient<LiquidNetwork>
  const network = useNetwork()
  const query = useQuery(assetOptions(client, id))
  const networkName = network === 'liquid' ? 'Liquid' : 'Liquid Testnet'
  if (query.error instanceof NotFoundError)
    return (
      <div className="page notice" data-testid="asset-not-found">
        <h1>{t`Asset not found`}</h1>
        <p>
          <Trans comment="networkName: Liquid or Liquid Testnet; then the asset id">
            {networkName} has no asset <code>{id}</code>.
          </Trans>
        </p>
      </div>
    )
  if (query.error)
    return (
      <div className="page" data-testid="asset-error">
        <ErrorNote
          what={t`Could not load this asset`}
          error={query.error}
          retry={() => void query.refetch()}
        />
      </div>
    )
  const asset = query.data
  if (!asset)
    return (
      <div className="page muted" aria-busy="true">
        {t`Loading asset…`}
      </div>
    )
  const native = nativeListed(network)
  const name = isIssuedAsset(asset)
    ? (asset.name ?? t`Unregistered asset`)
    : (native?.name ?? t`Native asset`)
  return (
    <div className="page asset-page" data-testid="asset-page" data-asset-id={id}>
      <div className="asset-title">
        <AssetIcon id={id} label="" size={48} />
        <h1 data-testid="asset-name">{name}</h1>
      </div>
      <p className="asset-id-line">
        <code className="asset-long" data-testid="asset-id">
          {id}
        </code>{' '}
        <CopyButton
          text={id}
          label={t({ message: 'asset id', comment: 'what the copy button copies' })}
        />
      </p>
      {isIssuedAsset(asset) ? (
        <IssuedFacts asset={asset} />
      ) : (
        <NativeFacts asset={asset} ticker={native?.ticker ?? 'L-BTC'} />
      )}
      <AssetTransactions assetId={id} />
    </div>
  )
}

/** `/assets/asset/:id`: one asset. A malformed id is explained without asking the service. */
export default function AssetPage() {
  const { id } = useParams()
  const checked = checkAssetId(id)
  if (!checked.ok)
    return (
      <div className="page notice" data-testid="asset-invalid">
        <h1>{t`Not an asset id`}</h1>
        <p>{checked.reason}</p>
      </div>
    )
  return <AssetView id={checked.id} />
}
