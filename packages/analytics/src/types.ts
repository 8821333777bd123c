/** A value an event may carry: flat scalars only, so every provider can store it as it is. */
export type EventValue = string | number | boolean | null | undefined

/** Event data: one level of keys with scalar values. `null` and `undefined` mean "absent". */
export type EventData = Record<string, EventValue>

/**
 * `production` drops what it must not send and never throws; `development` (tests, `vite dev`) throws
 * on the same mistakes so they are fixed before they ship.
 */
export type AnalyticsMode = 'production' | 'development'

export interface TrackOptions {
  /** The page the event belongs to, when not the current one. Redacted like the current page's. */
  url?: string
}

/** An event that passed the checks: what an adapter turns into a request. */
export interface AnalyticsEvent {
  name: string
  /** Only strings, numbers and booleans are left. */
  data: Record<string, string | number | boolean>
  /** The page, redacted: no query, no fragment, no identifier in the path. */
  url: string
  language: string | undefined
  /** `1920x1080`, when the environment has a screen. */
  screen: string | undefined
}

/** One HTTP request an adapter wants sent. */
export interface AnalyticsRequest {
  url: string
  body: string
  /**
   * `text/plain` is a CORS-safelisted type: a beacon to another origin needs no preflight. Providers
   * that need `application/json` get a keepalive fetch instead.
   */
  contentType: 'text/plain' | 'application/json'
}

/** Turns a checked event into the provider's request. */
export interface AnalyticsAdapter {
  readonly provider: string
  request(event: AnalyticsEvent): AnalyticsRequest
}
