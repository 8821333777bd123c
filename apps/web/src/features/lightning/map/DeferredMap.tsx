import { t } from '@lingui/core/macro'
import type { ChannelGeo } from '@outpoint/explorer-client'
import { lazy, Suspense } from 'react'
import { useAfterPaint } from '../../../components/useAfterPaint'

// The map's code and land outline load only when a page shows the map.
const LightningMap = lazy(() => import('./LightningMap').then((m) => ({ default: m.LightningMap })))

/**
 * The world map, 320 px tall, in a page that has more to show first: its code and its data (the world's
 * nodes and channels on the dashboard, most of that page's bytes) are asked for once the page around it
 * has painted, with one line saying so until it draws.
 */
export function DeferredMap(props: { publicKey?: string; channels?: readonly ChannelGeo[] }) {
  const painted = useAfterPaint()
  const loading = <p className="muted">{t`Loading the map…`}</p>
  return painted ? (
    <Suspense fallback={loading}>
      <LightningMap {...props} height={320} />
    </Suspense>
  ) : (
    loading
  )
}
