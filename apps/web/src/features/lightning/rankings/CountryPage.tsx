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
        what="country code"
        value={country}
        expected="a two-letter ISO 3166 country code such as DE or US"
      />
    )
  }
  return <Country iso={country.toUpperCase()} />
}

function Country({ iso }: { iso: string }) {
  const network = useNetwork()
  const { data } = useSuspenseQuery(countryQuery(useExplorerClient(), iso))
  return (
    <div className="ln-page" data-testid="ln-country">
      <PageTitle>{`Lightning nodes in ${placeName(data.country) ?? iso}`}</PageTitle>
      <h1 id="ln-title">Lightning nodes in {placeName(data.country) ?? iso}</h1>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.countries(network)}>All countries</Link>
        <Link to={lightningPaths.home(network)}>Lightning dashboard</Link>
      </nav>
      <ListedNodes nodes={data.nodes} testId="ln-country-nodes" />
    </div>
  )
}
