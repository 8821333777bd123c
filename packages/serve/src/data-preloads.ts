import { decodeAddress, type Network } from '@outpoint/explorer-client'
import { splitNetwork, withHeadLinks } from './page-hints.js'

/**
 * A deep link's first data requests, named in its HTML (`<link rel="preload" as="fetch">`) so that the
 * data service answers while the scripts download, instead of after them: the page asks for exactly
 * these URLs once its code runs, and the browser hands it the preloaded answer. Only for ids of an exact
 * form (they are written into the HTML), in the lowercase the app asks in, on this server's own data
 * proxy: a user whose settings chose another host has their page ask that host instead.
 */
interface DataPage {
  /** Path segments below the network prefix; `:id` is the id. */
  path: readonly string[]
  /** Whether `id` is of the exact form the page asks the service for, on `network`. */
  id: (id: string, network: Network) => boolean
  /** The networks whose page asks for these (all when absent). */
  networks?: readonly Network[]
  /** The requests, relative to the network's `/api/`. */
  api: (id: string) => string[]
}

const hash = (id: string) => /^[0-9a-f]{64}$/.test(id)
/**
 * An address of the network as the client decodes it (checksum included), base58 or lowercase bech32: a
 * public key's page asks for its script's hash instead, and an address of another network is not asked for.
 */
const address = (id: string, network: Network) => {
  const decoded = decodeAddress(id, network)
  if (decoded === undefined || decoded.kind === 'p2pk') return false
  return decoded.encoding === 'base58' || id === id.toLowerCase()
}
const nodeKey = (id: string) => /^0[23][0-9a-f]{64}$/.test(id)
/** Networks with a Lightning graph, as on mempool.space (the app says so on the others, asking nothing). */
const lightning: readonly Network[] = ['main', 'testnet', 'signet']

const pages: readonly DataPage[] = [
  { path: ['tx', ':id'], id: hash, api: (id) => [`tx/${id}`] },
  { path: ['block', ':id'], id: hash, api: (id) => [`v1/block/${id}`] },
  {
    path: ['address', ':id'],
    id: address,
    api: (id) => [`address/${id}`, `address/${id}/txs`],
  },
  {
    path: ['lightning', 'node', ':id'],
    id: nodeKey,
    networks: lightning,
    api: (id) => [`v1/lightning/nodes/${id}`],
  },
]

/** The origin-relative URLs `pathname`'s page asks for first, or none. */
export function dataPreloads(pathname: string): string[] {
  const { network, segments } = splitNetwork(pathname)
  for (const page of pages) {
    if (page.networks && !page.networks.includes(network)) continue
    if (segments.length !== page.path.length) continue
    let id: string | undefined
    const same = page.path.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part !== ':id') return part === segment
      id = segment
      return page.id(segment, network)
    })
    if (same && id !== undefined) {
      const base = `${network === 'main' ? '' : `/${network}`}/api/`
      return page.api(id).map((path) => base + path)
    }
  }
  return []
}

/** `html` with `urls` preloaded as fetches at the end of its `<head>`. */
export function withDataPreloads(html: string, urls: readonly string[]): string {
  return withHeadLinks(
    html,
    urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
  )
}
