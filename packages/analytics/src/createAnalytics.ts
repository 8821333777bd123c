import { cleanEvent } from './eventData.js'
import { browserPage, type PageContext, redactUrl } from './page.js'
import { browserIo, type SendIo, sendRequest } from './send.js'
import type { AnalyticsAdapter, AnalyticsMode, EventData, TrackOptions } from './types.js'

export interface AnalyticsOptions extends SendIo {
  /** The provider to send to. Without one analytics is off: events are checked, never sent. */
  adapter?: AnalyticsAdapter | undefined
  /** Default `production`: never throws. `development` throws on events that break the rules. */
  mode?: AnalyticsMode | undefined
  /** Where events happen; default the browser's current page. */
  page?: (() => PageContext) | undefined
  /** Told about send failures, which never reach the caller. Default: ignored. */
  onError?: ((error: unknown) => void) | undefined
}

export interface Analytics {
  /** Whether events leave the browser (a provider is configured). */
  readonly enabled: boolean
  /**
   * Records a custom event. `data` must be flat and public: see {@link cleanEvent}. Returns at once;
   * sending happens in the background and its failures are never thrown.
   *
   * @example
   * analytics.track('network switch', { from: 'main', to: 'liquid' })
   */
  track(name: string, data?: EventData, options?: TrackOptions): void
}

/**
 * Creates the app's one analytics entry point, provider-agnostic: the call sites name events and data,
 * the adapter (Plausible, Umami) decides the wire format.
 *
 * @example
 * const analytics = createAnalytics({
 *   adapter: plausible({ endpoint: 'https://plausible.example.org', domain: 'outpoint.example' }),
 * })
 * analytics.track('search', { kind: 'txid' })
 */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const { adapter, mode = 'production', page = browserPage } = options
  const onError = options.onError ?? (() => {})
  return {
    enabled: adapter !== undefined,
    track(name, data, trackOptions) {
      // Checked even when off, so a development build or a test catches a bad call site before a
      // deployment with analytics turned on ever sees it. Throws only outside production.
      const event = cleanEvent(name, data, mode)
      if (!event || !adapter) return
      try {
        const where = page()
        const request = adapter.request({
          ...event,
          url: redactUrl(trackOptions?.url ?? where.href),
          language: where.language,
          screen: where.screen,
        })
        // An option given as `undefined` turns that way of sending off (tests without a beacon).
        const defaults = browserIo()
        const io: SendIo = {
          fetch: 'fetch' in options ? options.fetch : defaults.fetch,
          sendBeacon: 'sendBeacon' in options ? options.sendBeacon : defaults.sendBeacon,
        }
        sendRequest(request, io, onError)
      } catch (error) {
        onError(error)
      }
    },
  }
}
