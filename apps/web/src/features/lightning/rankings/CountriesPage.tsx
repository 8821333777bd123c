import { t } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths, placeName } from '../paths'
import { countriesQuery } from '../queries'
import { countryTotals } from './countries'
import '../../dashboard/dashboard.css'
import '../lightning.css'
import { PageTitle } from '../../../components/PageTitle'
import { formatInteger } from '../../../format/number'
import { formatPercent } from '../../../format/percent'

/** `/lightning/nodes/countries`: clearnet nodes per country, each linking to its node list. */
export default function CountriesPage() {
  const network = useNetwork()
  const { data } = useSuspenseQuery(countriesQuery(useExplorerClient()))
  const totals = countryTotals(data)
  const { nodes, countries } = totals
  return (
    <div className="ln-page" data-testid="ln-countries-page">
      <PageTitle>{t`Lightning nodes per country`}</PageTitle>
      <h1 id="ln-title">{t`Lightning nodes per country`}</h1>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
        <Link to={lightningPaths.ispRanking(network)}>{t`ISPs`}</Link>
      </nav>
      {data.length === 0 ? (
        <p className="muted">{t`No located nodes.`}</p>
      ) : (
        <>
          <p data-testid="ln-countries-total">
            <Trans comment="the located nodes, their countries and their total capacity">
              <Plural value={nodes} one="# located node" other="# located nodes" /> in{' '}
              <Plural value={countries} one="# country" other="# countries" />,{' '}
              <Amount sats={totals.capacity} /> in all
            </Trans>
          </p>
          <div className="ln-scroll">
            <table className="db-table" data-testid="ln-countries-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`Country`}</th>
                  <th scope="col" className="db-num">
                    {t`Nodes`}
                  </th>
                  <th scope="col" className="db-num">
                    {t`Share`}
                  </th>
                  <th scope="col" className="db-num">
                    {t`Capacity`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((c, i) => (
                  <tr key={c.iso} data-testid="ln-country-row">
                    <td>{i + 1}</td>
                    <td className="db-rest ln-alias">
                      <Link to={lightningPaths.country(network, c.iso)}>
                        {placeName(c.name) ?? c.iso}
                      </Link>
                    </td>
                    <td className="db-num">{formatInteger(c.count)}</td>
                    <td className="db-num">{formatPercent(c.share, 2)}</td>
                    <td className="db-num">
                      <Amount sats={c.capacity ?? 0} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
