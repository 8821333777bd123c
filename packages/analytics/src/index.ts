export {
  type AnalyticsConfig,
  type AnalyticsProvider,
  adapterFor,
  analyticsProviders,
  parseAnalyticsConfig,
} from './config.js'
export { type Analytics, type AnalyticsOptions, createAnalytics } from './createAnalytics.js'
export { AnalyticsError } from './errors.js'
export { type CleanEvent, cleanEvent, maxNameLength } from './eventData.js'
export { browserPage, type PageContext, redactedSegment, redactUrl } from './page.js'
export { privateKeyReason, privateValueReason } from './privacy.js'
export { type PlausibleOptions, plausible } from './providers/plausible.js'
export { type UmamiOptions, umami } from './providers/umami.js'
export { type SendIo, sendRequest } from './send.js'
export type {
  AnalyticsAdapter,
  AnalyticsEvent,
  AnalyticsMode,
  AnalyticsRequest,
  EventData,
  EventValue,
  TrackOptions,
} from './types.js'
