import { t } from '@lingui/core/macro'
import {
  CancelledError,
  ExplorerError,
  HttpRequestError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  serviceMessage,
  TimeoutError,
} from '@outpoint/explorer-client'
import { formatInteger } from '../../format/number'

/** An error in words for people: what happened and what to do, and where it happened when known. */
export interface ErrorDescription {
  /** One or two sentences; never the client's "Details: <url>" tail. */
  message: string
  /** The request's URL (credentials removed), to show apart as muted text; undefined when not known. */
  details: string | undefined
}

/**
 * The app's one wording of errors: any error (the client's, a plain Error, anything thrown) as a sentence
 * of what happened and what to do. The client's `message` ends in "Details: <url>", for developers; this
 * never repeats it, and gives the URL apart in `details`.
 */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ExplorerError)
    return { message: explorerSentence(error), details: error.url }
  if (error instanceof Error) return { message: withoutDetails(error.message), details: undefined }
  return { message: withoutDetails(String(error)), details: undefined }
}

function explorerSentence(error: ExplorerError): string {
  if (error instanceof NotFoundError)
    return t`The data service does not know this (HTTP 404): check the link or the id; something just sent may take a moment to arrive.`
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfter === undefined ? undefined : seconds(error.retryAfter)
    return wait === undefined
      ? t`The data service asked us to slow down (HTTP 429): wait a little, then try again.`
      : t`The data service asked us to slow down (HTTP 429): wait ${wait} s, then try again.`
  }
  if (error instanceof HttpRequestError) return httpSentence(error)
  if (error instanceof TimeoutError) {
    const limit = seconds(error.timeout)
    return t`The data service did not answer within ${limit} s: try again in a moment, or choose another host in Settings.`
  }
  if (error instanceof NetworkError) {
    const origin = originOf(error.url)
    return t`Could not reach the data service at ${origin}: check your connection or the host in Settings.`
  }
  if (error instanceof InvalidResponseError) {
    const { problem } = error
    return t`The data service answered in an unexpected shape (${problem}): it may not be a compatible service; check the host in Settings.`
  }
  if (error instanceof CancelledError) return t`The request was cancelled before it was answered.`
  return error.shortMessage
}

function httpSentence(error: HttpRequestError): string {
  const { status } = error
  if (status === 502 || status === 503 || status === 504)
    return t`The data service is unavailable right now (HTTP ${status}): try again in a moment.`
  if (status >= 500)
    return t`The data service failed to answer (HTTP ${status}): try again in a moment.`
  const said = readable(serviceMessage(error.body.trim()))
  return said
    ? t`The data service refused the request (HTTP ${status}: “${said}”): check the link, or the host in Settings.`
    : t`The data service refused the request (HTTP ${status}): check the link, or the host in Settings.`
}

/** The service's own words when they are short plain text, not an HTML page from a proxy. */
function readable(text: string): string | undefined {
  if (text === '' || text.startsWith('<') || text.length > 200) return undefined
  return text
}

/** Whole seconds, at least one, in the page's digits. */
function seconds(ms: number): string {
  return formatInteger(Math.max(1, Math.ceil(ms / 1000)))
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** A message without a trailing "Details: …" paragraph, for errors that carry one as text. */
function withoutDetails(message: string): string {
  const at = message.search(/\n+\s*Details:/)
  return (at === -1 ? message : message.slice(0, at)).trim()
}
