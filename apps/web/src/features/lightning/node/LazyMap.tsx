import { t } from '@lingui/core/macro'
import type { ChannelGeo } from '@outpoint/explorer-client'
import { DeferredMap } from '../map/DeferredMap'

/** A node's channels (`publicKey`) or given channels on the world map, loaded on demand. */
export function LazyMap(props: { publicKey?: string; channels?: readonly ChannelGeo[] }) {
  return (
    <section className="ln-section" data-testid="ln-embedded-map">
      <h2>{t({ message: 'Map', comment: 'heading of the world map section' })}</h2>
      <DeferredMap {...props} />
    </section>
  )
}
