import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths } from '../paths'
import { ispRankingQuery } from '../queries'
import { capacitySplit, ispRankingCounts } from './isp'
import '../../dashboard/dashboard.css'
import '../lightning.css'
import { PageTitle } from '../../../components/PageTitle'
import { formatInteger } from '../../../format/number'
import { formatPercent } from '../../../format/percent'

/** `/lightning/nodes/isp-ranking`: capacity by how nodes are hosted, and the ISPs ranked by capacity. */
export default function IspRankingPage() {
  const network = useNetwork()
  const { data } = useSuspenseQuery(ispRankingQuery(useExplorerClient()))
  const partTitles = {
    Clearnet: t`Clearnet capacity`,
    Tor: t`Tor capacity`,
    Unknown: t({ message: 'Unknown capacity', comment: 'capacity on nodes of unknown hosting' }),
  }
  return (
    <div className="ln-page" data-testid="ln-isp-ranking">
      <PageTitle>{t`Lightning nodes per ISP`}</PageTitle>
      <h1 id="ln-title">{t`Lightning nodes per ISP`}</h1>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
        <Link to={lightningPaths.countries(network)}>{t`Countries`}</Link>
      </nav>
      <dl className="db-facts ln-facts" data-testid="ln-capacity-split">
        {capacitySplit(data).map((part) => (
          <div key={part.label}>
            <dt>{partTitles[part.label]}</dt>
            <dd>
              <Amount sats={part.capacity} />{' '}
              <span className="muted">({formatPercent(part.share, 1)})</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted" data-testid="ln-isp-counts">
        {i18n._(ispRankingCounts)}
      </p>
      <div className="ln-scroll">
        <table className="db-table" data-testid="ln-isp-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t`ISP`}</th>
              <th scope="col" className="db-num">
                {t`Capacity`}
              </th>
              <th scope="col" className="db-num">
                {t`Channels`}
              </th>
              <th scope="col" className="db-num">
                {t`Nodes`}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.ispRanking.map(([asns, name, capacity, channels, nodes], i) => (
              <tr key={asns} data-testid="ln-isp-row">
                <td>{i + 1}</td>
                <td className="db-rest ln-alias">
                  <Link to={lightningPaths.isp(network, asns)} title={`AS${asns}`}>
                    {name || `AS${asns}`}
                  </Link>
                </td>
                <td className="db-num">
                  <Amount sats={capacity} />
                </td>
                <td className="db-num">{formatInteger(channels)}</td>
                <td className="db-num">{formatInteger(nodes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
