import { privateValueReason } from './privacy.js'

/** Where an event happens, as far as a provider may know. */
export interface PageContext {
  /** The full page address; {@link redactUrl} runs on it before anything is sent. */
  href: string
  language?: string | undefined
  screen?: string | undefined
}

/** Stands in for a path segment that identifies an address, a transaction or a block. */
export const redactedSegment = ':id'

/**
 * The page address a provider may see: origin and path only, and in the path every segment that looks
 * like an address, txid, hash, key or channel id replaced by `:id`. `/tx/<txid>` becomes `/tx/:id`:
 * the provider learns that a transaction page was open, never which. Query and fragment are dropped
 * whole: they are where the rest of an app's state lives.
 */
export function redactUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  const path = url.pathname
    .split('/')
    .map((segment) => {
      let text = segment
      try {
        text = decodeURIComponent(segment)
      } catch {
        // A malformed escape is judged as written.
      }
      return privateValueReason(text) ? redactedSegment : segment
    })
    .join('/')
  return url.origin + path
}

/** The current page in a browser; empty outside one (a server render, a test without a DOM). */
export function browserPage(): PageContext {
  const g = globalThis as {
    location?: { href?: string }
    navigator?: { language?: string }
    screen?: { width?: number; height?: number }
  }
  const { width, height } = g.screen ?? {}
  return {
    href: g.location?.href ?? '',
    language: g.navigator?.language,
    screen: width && height ? `${width}x${height}` : undefined,
  }
}
