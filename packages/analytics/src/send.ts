import type { AnalyticsRequest } from './types.js'

/** The browser's I/O, injected so tests can use a real server and a recording beacon. */
export interface SendIo {
  fetch?: typeof fetch | undefined
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined
}

/**
 * Sends one request and forgets it. A beacon when the body type allows one without a CORS preflight
 * (it survives the page being closed); otherwise, or when the browser refuses the beacon (queue full),
 * a `keepalive` fetch, which also outlives the page. Cookies are never sent. Every failure, thrown or
 * rejected, goes to `onError` and never to the caller: analytics must not break the app.
 */
export function sendRequest(
  request: AnalyticsRequest,
  io: SendIo,
  onError: (error: unknown) => void,
): void {
  try {
    const beacon = io.sendBeacon
    if (beacon && request.contentType === 'text/plain') {
      if (beacon(request.url, new Blob([request.body], { type: request.contentType }))) return
    }
    const fetchFn = io.fetch
    if (!fetchFn) throw new Error('No fetch or sendBeacon to send analytics with')
    fetchFn(request.url, {
      method: 'POST',
      body: request.body,
      headers: { 'content-type': request.contentType },
      keepalive: true,
      credentials: 'omit',
    }).then((response) => {
      if (!response.ok) onError(new Error(`Analytics endpoint answered ${response.status}`))
    }, onError)
  } catch (error) {
    onError(error)
  }
}

/** The current browser's beacon and fetch, looked up when an event is sent, not at import. */
export function browserIo(): SendIo {
  const nav = (globalThis as { navigator?: Navigator }).navigator
  return {
    fetch: typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined,
    sendBeacon: typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : undefined,
  }
}
