import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { formatInteger } from '../../../format/number'
import { formatPercent } from '../../../format/percent'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../../mining/SectionError'
import { lightningPaths, placeName } from '../paths'
import { countriesQuery, ispRankingQuery } from '../queries'
import { ispRankingCounts } from '../rankings/isp'

const shown = 6

/** Where clearnet nodes run: the leading countries and ISPs, with links to the full lists. */
export function GeoSection() {
  const network = useNetwork()
  const client = useExplorerClient()
  const countries = useQuery(countriesQuery(client))
  const isps = useQuery(ispRankingQuery(client))
  const status = (q: { data?: unknown; isError: boolean }) =>
    q.data ? 'ready' : q.isError ? 'error' : 'loading'
  return (
    <>
      <Card
        title="Nodes per country"
        testId="ln-countries"
        className="ln-card-top"
        status={status(countries)}
        error={
          <SectionError
            what="Nodes per country"
            error={countries.error}
            retry={() => countries.refetch()}
          />
        }
      >
        <ol className="ln-top">
          {countries.data?.slice(0, shown).map((c) => (
            <li key={c.iso}>
              <Link to={lightningPaths.country(network, c.iso)}>{placeName(c.name) ?? c.iso}</Link>
              <span>
                {formatInteger(c.count)} nodes ({formatPercent(c.share, 1)})
              </span>
            </li>
          ))}
        </ol>
        <Link to={lightningPaths.countries(network)}>All countries</Link>
      </Card>
      <Card
        title="Nodes per ISP"
        testId="ln-isps"
        className="ln-card-isps"
        status={status(isps)}
        error={
          <SectionError what="Nodes per ISP" error={isps.error} retry={() => isps.refetch()} />
        }
      >
        <ol className="ln-top">
          {isps.data?.ispRanking.slice(0, shown).map(([asns, name, capacity, , nodes]) => (
            <li key={asns}>
              <Link to={lightningPaths.isp(network, asns)}>{name || `AS${asns}`}</Link>
              <span title={ispRankingCounts}>
                {formatInteger(nodes)} nodes, <Amount sats={capacity} /> in channels
              </span>
            </li>
          ))}
        </ol>
        <Link to={lightningPaths.ispRanking(network)}>All ISPs</Link>
      </Card>
    </>
  )
}
