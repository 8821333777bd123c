import {
  type Analytics,
  type AnalyticsConfig,
  adapterFor,
  createAnalytics,
} from '@outpoint/analytics'
import { useAppConfig } from '../../app/ConfigContext'

const off = createAnalytics({ mode: import.meta.env.PROD ? 'production' : 'development' })
const byConfig = new WeakMap<AnalyticsConfig, Analytics>()

/** The analytics a config asks for: one instance per config, off when the config names none. */
export function analyticsFor(config: AnalyticsConfig | undefined): Analytics {
  if (!config) return off
  let analytics = byConfig.get(config)
  if (!analytics) {
    analytics = createAnalytics({
      adapter: adapterFor(config),
      mode: import.meta.env.PROD ? 'production' : 'development',
      // A failed send is only worth a word while developing; users never see it.
      onError: import.meta.env.PROD ? undefined : (error) => console.warn('Analytics:', error),
    })
    byConfig.set(config, analytics)
  }
  return analytics
}

/**
 * The `track` function for the server's analytics config (`/outpoint-config.json`, field `analytics`).
 * Off without one; in development and tests a call with nested or private data throws.
 */
export function useTrack(): Analytics['track'] {
  return analyticsFor(useAppConfig().analytics).track
}
