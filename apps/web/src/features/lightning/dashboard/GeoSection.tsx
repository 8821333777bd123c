import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
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
        title={t`Nodes per country`}
        testId="ln-countries"
        className="ln-card-top"
        status={status(countries)}
        error={
          <SectionError
            what={t`Nodes per country`}
            error={countries.error}
            retry={() => countries.refetch()}
          />
        }
      >
        <ol className="ln-top">
          {countries.data?.slice(0, shown).map((c) => {
            const count = c.count
            const share = formatPercent(c.share, 1)
            return (
              <li key={c.iso}>
                <Link to={lightningPaths.country(network, c.iso)}>
                  {placeName(c.name) ?? c.iso}
                </Link>
                <span>
                  {plural(count, { one: `# node (${share})`, other: `# nodes (${share})` })}
                </span>
              </li>
            )
          })}
        </ol>
        <Link to={lightningPaths.countries(network)}>{t`All countries`}</Link>
      </Card>
      <Card
        title={t`Nodes per ISP`}
        testId="ln-isps"
        className="ln-card-isps"
        status={status(isps)}
        error={
          <SectionError what={t`Nodes per ISP`} error={isps.error} retry={() => isps.refetch()} />
        }
      >
        <ol className="ln-top">
          {isps.data?.ispRanking.slice(0, shown).map(([asns, name, capacity, , nodes]) => (
            <li key={asns}>
              <Link to={lightningPaths.isp(network, asns)}>{name || `AS${asns}`}</Link>
              <span title={i18n._(ispRankingCounts)}>
                <Trans comment="an ISP's nodes and their capacity">
                  <Plural value={nodes} one="# node" other="# nodes" />, <Amount sats={capacity} />{' '}
                  in channels
                </Trans>
              </span>
            </li>
          ))}
        </ol>
        <Link to={lightningPaths.ispRanking(network)}>{t`All ISPs`}</Link>
      </Card>
    </>
  )
}
