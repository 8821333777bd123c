import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { lightningPaths } from '../paths'

/** Where the world map goes: a link to the full-page map until the map component lands. */
export function MapSection() {
  const network = useNetwork()
  return (
    <section className="db-card ln-map" aria-labelledby="ln-map-title" data-testid="ln-map">
      <header className="db-card-header">
        <h2 id="ln-map-title">Nodes and channels on the map</h2>
      </header>
      <Link to={lightningPaths.map(network)}>Open the world map</Link>
    </section>
  )
}
