/** What the docs page shows of an answer: status, time taken, the body as text (cut beyond a size). */
export interface TriedAnswer {
  status: number
  statusText: string
  ms: number
  text: string
  /** Characters left out beyond {@link shownChars}; 0 when all is shown. */
  cut: number
}

/** The most of an answer the page shows: enough to read, not enough to freeze the page. */
export const shownChars = 20_000

const hexBytes = 1024

/** The body as text: JSON pretty-printed, bytes as hex (the first kilobyte), anything else as it came. */
async function bodyText(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? ''
  if (/octet-stream|image\//.test(type)) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    const hex = Array.from(bytes.subarray(0, hexBytes), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('')
    return `${bytes.length} bytes${bytes.length > hexBytes ? `, the first ${hexBytes} in hex` : ' in hex'}:\n${hex}`
  }
  const text = await response.text()
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/**
 * Sends one request as a node runner would and reports what came back, whatever it is (an error status
 * is an answer too). Fails only when nothing came back (the fetch throws). `fetch` and `now` are injected.
 */
export async function tryRequest(
  url: string,
  options: {
    method?: 'GET' | 'POST'
    body?: string
    fetch?: typeof globalThis.fetch
    now?: () => number
    signal?: AbortSignal
  } = {},
): Promise<TriedAnswer> {
  const send = options.fetch ?? globalThis.fetch
  const now = options.now ?? (() => performance.now())
  const start = now()
  const response = await send(url, {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.signal ? { signal: options.signal } : {}),
  })
  const text = await bodyText(response)
  const ms = Math.round(now() - start)
  const cut = Math.max(0, text.length - shownChars)
  return {
    status: response.status,
    statusText: response.statusText,
    ms,
    text: cut ? text.slice(0, shownChars) : text,
    cut,
  }
}
