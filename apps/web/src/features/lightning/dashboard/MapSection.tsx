import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { DeferredMap } from '../map/DeferredMap'
import { lightningPaths } from '../paths'

/** The network on the world map, with a link to the full-page map. */
export function MapSection() {
  const network = useNetwork()
  return (
    <section className="db-card ln-full" aria-labelledby="ln-map-title" data-testid="ln-map">
      <header className="db-card-header">
        <h2 id="ln-map-title">{t`Nodes and channels on the map`}</h2>
        <Link to={lightningPaths.map(network)}>{t`Full-screen map`}</Link>
      </header>
      <DeferredMap />
    </section>
  )
}
