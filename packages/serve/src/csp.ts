import type { IncomingMessage } from 'node:http'
import { resolveEndpoint } from '@outpoint/explorer-client'

/**
 * The public RPC endpoints of the wallet's default chains (Ethereum, Sepolia: `defaultChains` in
 * `@outpoint/wallet`), which the app's pages call. csp.test.ts keeps this list equal to the wallet's.
 */
export const publicWalletRpcOrigins = [
  'https://ethereum-rpc.publicnode.com',
  'https://ethereum-sepolia-rpc.publicnode.com',
]

/** The cookie the app sets with the settings' data-service host, so that its pages may reach it. */
export const hostCookie = 'outpoint-host'

/** What the app's pages may reach besides their own origin, as the server was started. */
export interface PagePolicy {
  /** Origins of the local EVM chains' RPC URLs and of the swap service. */
  connect: readonly string[]
}

/**
 * The `http(s)` and `ws(s)` origins of the data-service host in the request's `outpoint-host` cookie (the
 * host a user chose in the settings), by the explorer client's own reading of a host; none when the cookie
 * is absent or holds no host.
 */
export function chosenHostOrigins(req: IncomingMessage): string[] {
  const value = cookie(req.headers.cookie, hostCookie)
  if (value === undefined) return []
  try {
    const endpoint = resolveEndpoint(value, 'main')
    return [new URL(endpoint.baseUrl).origin, new URL(endpoint.wsUrl).origin]
  } catch {
    return []
  }
}

/** One cookie's decoded value from a `Cookie` header. */
function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The Content-Security-Policy of the app's pages: script, styles and fonts from the app's origin only
 * (no inline script; the inline styles of the built `index.html` by their hashes, `styleHashes`), connections to the app's origin (the data-service proxy), the host chosen in the
 * settings, the wallet's RPC endpoints and the swap service; images from the origin and `data:` (asset
 * icons, wallet icons); never framed.
 */
export function pageCsp(
  policy: PagePolicy,
  req: IncomingMessage,
  styleHashes: readonly string[] = [],
): string {
  const own = `http://${req.headers.host}`
  const connect = new Set([
    "'self'",
    // Chromium does not match 'self' to the page's ws: origin everywhere: name it.
    own.replace(/^http/, 'ws'),
    ...chosenHostOrigins(req),
    ...policy.connect,
    ...publicWalletRpcOrigins,
  ])
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "font-src 'self'",
    "img-src 'self' data:",
    "manifest-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** The origin of an http(s) URL the server was given (an RPC endpoint, the swap service). */
export function originOf(url: string): string {
  return new URL(url).origin
}
