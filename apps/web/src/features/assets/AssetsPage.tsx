import { ErrorNote } from '../../components/errors/ErrorNote'
import './assets.css'
import type { ExplorerClient, LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { AssetList } from './AssetList'
import { featuredAssets, filterAssets, registeredAssets } from './model/listing'
import { nativeListed } from './model/native'
import { featuredOptions, registryOptions } from './queries'

/** A section's loading and failure states, so one list failing leaves the other readable. */
function Loaded<T>(props: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown }
  what: string
  children: (data: T) => ReactNode
}) {
  const { query, what, children } = props
  if (query.data !== undefined) return children(query.data)
  if (query.error)
    return (
      <ErrorNote
        what={`Could not load ${what}`}
        error={query.error}
        retry={() => void query.refetch()}
      />
    )
  return (
    <p className="muted" aria-busy="true">
      Loading {what}…
    </p>
  )
}

/** `/assets`: the featured assets, then every known asset, filtered as one types a name or ticker. */
export default function AssetsPage() {
  const client = useExplorerClient() as ExplorerClient<LiquidNetwork>
  const network = useNetwork()
  const [params, setParams] = useSearchParams()
  const search = params.get('q') ?? ''
  const featured = useQuery(featuredOptions(client))
  const registry = useQuery(registryOptions(client))
  const all = useMemo(() => {
    if (!registry.data) return undefined
    const native = nativeListed(network)
    const issued = registeredAssets(registry.data)
    return native ? [native, ...issued.filter((a) => a.id !== native.id)] : issued
  }, [registry.data, network])
  return (
    <div className="page assets-page" data-testid="assets-page">
      <PageTitle>Assets</PageTitle>
      <h1>Assets</h1>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">Featured</h2>
        <Loaded query={featured} what="the featured assets">
          {(entries) => {
            const list = featuredAssets(entries)
            return list.length === 0 ? (
              <p className="muted">The service features no assets.</p>
            ) : (
              <AssetList assets={list} testId="featured-assets" />
            )
          }}
        </Loaded>
      </section>
      <section aria-labelledby="all-title">
        <h2 id="all-title">All assets</h2>
        <label className="asset-search">
          Search assets
          <input
            type="search"
            value={search}
            placeholder="Name or ticker"
            data-testid="asset-search"
            onChange={(event) => {
              const q = event.target.value
              setParams(q ? { q } : {}, { replace: true })
            }}
          />
        </label>
        <Loaded query={{ ...registry, data: all }} what="the asset list">
          {(list) => {
            const shown = filterAssets(list, search)
            return (
              <>
                <p className="muted" data-testid="asset-count" aria-live="polite">
                  {search
                    ? `${shown.length} of ${list.length} assets match`
                    : `${list.length} assets`}
                </p>
                {shown.length === 0 ? (
                  <p data-testid="asset-no-match">No asset has that name or ticker.</p>
                ) : (
                  <AssetList assets={shown} testId="all-assets" />
                )}
              </>
            )
          }}
        </Loaded>
      </section>
    </div>
  )
}
