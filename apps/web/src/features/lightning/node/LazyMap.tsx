import type { ChannelGeo } from '@outpoint/explorer-client'
import { lazy, Suspense } from 'react'
import { useAfterPaint } from '../../../components/useAfterPaint'

// The map's code and land outline load only when a node or channel page shows it.
const LightningMap = lazy(() =>
  import('../map/LightningMap').then((m) => ({ default: m.LightningMap })),
)

/** A node's channels (`publicKey`) or given channels on the world map, loaded on demand. */
export function LazyMap(props: { publicKey?: string; channels?: readonly ChannelGeo[] }) {
  // Its code and data are asked for once the page above it has painted.
  const painted = useAfterPaint()
  const loading = <p className="muted">Loading the map…</p>
  return (
    <section className="ln-section" data-testid="ln-embedded-map">
      <h2>Map</h2>
      {painted ? (
        <Suspense fallback={loading}>
          <LightningMap {...props} height={320} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
