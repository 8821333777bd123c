import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths, placeName } from '../paths'
import { countryQuery } from '../queries'
import { BadParam } from './BadParam'
import { listTotals, tableNodes } from './listed'
import { NodeTable } from './NodeTable'
import '../../dashboard/dashboard.css'
import '../lightning.css'

const integer = new Intl.NumberFormat('en-US')

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
  const nodes = tableNodes(data.nodes)
  const totals = listTotals(nodes)
  return (
    <main className="ln-page" aria-labelledby="ln-title" data-testid="ln-country">
      <h1 id="ln-title">Lightning nodes in {placeName(data.country) ?? iso}</h1>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.countries(network)}>All countries</Link>
        <Link to={lightningPaths.home(network)}>Lightning dashboard</Link>
      </nav>
      <dl className="db-facts ln-facts">
        <div>
          <dt>Nodes</dt>
          <dd>{integer.format(totals.nodes)}</dd>
        </div>
        <div>
          <dt>Channels</dt>
          <dd>{integer.format(totals.channels)}</dd>
        </div>
        <div>
          <dt>Capacity</dt>
          <dd>
            <Amount sats={totals.capacity} />
          </dd>
        </div>
      </dl>
      <NodeTable nodes={nodes} testId="ln-country-nodes" />
    </main>
  )
}
