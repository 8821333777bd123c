import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { useAfterPaint } from '../../../components/useAfterPaint'
import { lightningPaths } from '../paths'

// Lazy: the world outline and drawing code load only when the dashboard shows the map.
const LightningMap = lazy(() =>
  import('../map/LightningMap').then((m) => ({ default: m.LightningMap })),
)

/** The network on the world map, with a link to the full-page map. */
export function MapSection() {
  const network = useNetwork()
  // The map's code and its data (the world's nodes and channels, most of the page's bytes) are asked for
  // once the figures above it have painted.
  const painted = useAfterPaint()
  const loading = <p className="muted">Loading the map…</p>
  return (
    <section className="db-card ln-full" aria-labelledby="ln-map-title" data-testid="ln-map">
      <header className="db-card-header">
        <h2 id="ln-map-title">Nodes and channels on the map</h2>
        <Link to={lightningPaths.map(network)}>Full-screen map</Link>
      </header>
      {painted ? (
        <Suspense fallback={loading}>
          <LightningMap height={320} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
