import type { ChannelGeo } from '@outpoint/explorer-client'
import { lazy, Suspense } from 'react'

// The map's code and land outline load only when a node or channel page shows it.
const LightningMap = lazy(() =>
  import('../map/LightningMap').then((m) => ({ default: m.LightningMap })),
)

/** A node's channels (`publicKey`) or given channels on the world map, loaded on demand. */
export function LazyMap(props: { publicKey?: string; channels?: readonly ChannelGeo[] }) {
  return (
    <section className="ln-section" data-testid="ln-embedded-map">
      <h2>Map</h2>
      <Suspense fallback={<p className="muted">Loading the map…</p>}>
        <LightningMap {...props} height={320} />
      </Suspense>
    </section>
  )
}
