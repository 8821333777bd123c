import { t } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths, placeName } from '../paths'
import { countryQuery } from '../queries'
import { BadParam } from './BadParam'
import { ListedNodes } from './ListedNodes'
import '../../dashboard/dashboard.css'
import '../lightning.css'
import { PageTitle } from '../../../components/PageTitle'

/** `/lightning/nodes/country/:country`: the nodes located in a country (ISO 3166 alpha-2). */
export default function CountryPage() {
  const country = useParams().country ?? ''
  if (!/^[A-Za-z]{2}$/.test(country)) {
    return (
      <BadParam
        title={t`Not a valid country code`}
        message={t`“${country}” is not a two-letter ISO 3166 country code such as DE or US.`}
      />
    )
  }
  return <Country iso={country.toUpperCase()} />
}

function Country({ iso }: { iso: string }) {
  const network = useNetwork()
  const { data } = useSuspenseQuery(countryQuery(useExplorerClient(), iso))
  const place = placeName(data.country) ?? iso
  return (
    <div className="ln-page" data-testid="ln-country">
      <PageTitle>{t`Lightning nodes in ${place}`}</PageTitle>
      <h1 id="ln-title">{t`Lightning nodes in ${place}`}</h1>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.countries(network)}>{t`All countries`}</Link>
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </nav>
      <ListedNodes nodes={data.nodes} testId="ln-country-nodes" />
    </div>
  )
}
