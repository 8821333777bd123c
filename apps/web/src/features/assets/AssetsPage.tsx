import { plural, t } from '@lingui/core/macro'
import { ErrorNote } from '../../components/errors/ErrorNote'
import './assets.css'
import type { ExplorerClient, LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'
import { formatInteger } from '../../format/number'
import { useExplorerClient } from '../../queries/client'
import { AssetList } from './AssetList'
import { featuredAssets, filterAssets, registeredAssets } from './model/listing'
import { nativeListed } from './model/native'
import { featuredOptions, registryOptions } from './queries'

/** A section's loading and failure states, so one list failing leaves the other readable. */
function Loaded<T>(props: {
  query: { data: T | undefined; error: Error | null; refetch: () => unknown }
  /** What failed ("Could not load the asset list") and the words while it loads. */
  failed: string
  loading: string
  children: (data: T) => ReactNode
}) {
  const { query, failed, loading, children } = props
  if (query.data !== undefined) return children(query.data)
  if (query.error)
    return <ErrorNote what={failed} error={query.error} retry={() => void query.refetch()} />
  return (
    <p className="muted" aria-busy="true">
      {loading}
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
      <PageTitle>{t`Assets`}</PageTitle>
      <h1>{t`Assets`}</h1>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">{t({ message: 'Featured', context: 'featured assets' })}</h2>
        <Loaded
          query={featured}
          failed={t`Could not load the featured assets`}
          loading={t`Loading the featured assets…`}
        >
          {(entries) => {
            const list = featuredAssets(entries)
            return list.length === 0 ? (
              <p className="muted">{t`The service features no assets.`}</p>
            ) : (
              <AssetList assets={list} testId="featured-assets" />
            )
          }}
        </Loaded>
      </section>
      <section aria-labelledby="all-title">
        <h2 id="all-title">{t`All assets`}</h2>
        <label className="asset-search">
          {t`Search assets`}
          <input
            type="search"
            value={search}
            placeholder={t`Name or ticker`}
            data-testid="asset-search"
            onChange={(event) => {
              const q = event.target.value
              setParams(q ? { q } : {}, { replace: true })
            }}
          />
        </label>
        <Loaded
          query={{ ...registry, data: all }}
          failed={t`Could not load the asset list`}
          loading={t`Loading the asset list…`}
        >
          {(list) => {
            const shown = filterAssets(list, search)
            const matched = formatInteger(shown.length)
            const total = list.length
            return (
              <>
                <p className="muted" data-testid="asset-count" aria-live="polite">
                  {search
                    ? plural(total, {
                        one: `${matched} of # asset match`,
                        other: `${matched} of # assets match`,
                      })
                    : plural(total, { one: '# asset', other: '# assets' })}
                </p>
                {shown.length === 0 ? (
                  <p data-testid="asset-no-match">{t`No asset has that name or ticker.`}</p>
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
