import { type Chain, isLiquidNetwork, type Network } from '@outpoint/explorer-client'
import { networkFromSegment, networkLabels, networkPath } from '../app/networks'

/** Where a not-found page sends people: the closest page Outpoint has, and why when it is far. */
export interface NearestPage {
  path: string
  label: string
  /** Said above the link when the wanted page is one Outpoint does not mean to have. */
  note?: string
}

interface Entry {
  /** The first path segments (below the network prefix) of mempool.space's pages it stands for. */
  prefix: string
  to: string
  label: string
  note?: string
  /** The target exists on this chain only; elsewhere the dashboard is nearest. */
  chain?: Chain
}

const siteNote =
  "That is one of mempool.space's pages about its own site and services; Outpoint, a client-side explorer, has none."
const searchNote = 'Search it by its id, height or address from the dashboard.'

/**
 * mempool.space's paths Outpoint has no page for, and the page nearest to each. The longest matching
 * prefix wins; anything else is nearest to the dashboard.
 */
export const nearestPages: readonly Entry[] = [
  { prefix: 'graphs', to: '/graphs', label: 'Graphs' },
  { prefix: 'mining', to: '/mining', label: 'Mining', chain: 'bitcoin' },
  {
    prefix: 'lightning/nodes/rankings',
    to: '/lightning/nodes/rankings',
    label: 'Lightning rankings',
    chain: 'bitcoin',
  },
  { prefix: 'blocks', to: '/blocks', label: 'Blocks' },
  { prefix: 'view/blocks', to: '/blocks', label: 'Blocks' },
  // mempool's standalone block views (`/view/block/:id`, `/view/mempool-block/:index`): the kiosk clock.
  { prefix: 'view', to: '/clock', label: 'Clock' },
  { prefix: 'clock', to: '/clock', label: 'Clock' },
  { prefix: 'tools', to: '/tools/calculator', label: 'Calculator' },
  { prefix: 'rbf', to: '/rbf', label: 'RBF replacements', chain: 'bitcoin' },
  { prefix: 'stratum', to: '/mining', label: 'Mining', chain: 'bitcoin' },
  { prefix: 'lightning', to: '/lightning', label: 'Lightning', chain: 'bitcoin' },
  { prefix: 'assets', to: '/assets', label: 'Assets', chain: 'liquid' },
  { prefix: 'audit', to: '/audit', label: 'Peg audit', chain: 'liquid' },
  {
    prefix: 'acceleration',
    to: '/',
    label: 'dashboard',
    note: "Accelerations are mempool.space's own paid service: Outpoint shows the mempool, not that service.",
  },
  {
    prefix: 'accelerator',
    to: '/',
    label: 'dashboard',
    note: "Accelerations are mempool.space's own paid service: Outpoint shows the mempool, not that service.",
  },
  {
    prefix: 'status',
    to: '/',
    label: 'dashboard',
    note: "mempool.space's status page watches its own servers; Outpoint's header says whether your data service answers.",
  },
  {
    prefix: 'wallet',
    to: '/',
    label: 'dashboard',
    note: "mempool.space's wallet pages are its own service; search an address to see its balance and history.",
  },
  ...[
    'about',
    'sponsor',
    'enterprise',
    'services',
    'login',
    'signup',
    'research',
    'privacy-policy',
    'terms-of-service',
    'trademark-policy',
  ].map((prefix) => ({ prefix, to: '/', label: 'dashboard', note: siteNote })),
  { prefix: 'tx', to: '/', label: 'dashboard', note: `Looking for a transaction? ${searchNote}` },
  { prefix: 'block', to: '/', label: 'dashboard', note: `Looking for a block? ${searchNote}` },
  { prefix: 'address', to: '/', label: 'dashboard', note: `Looking for an address? ${searchNote}` },
]

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '')

function matches(prefix: string, segments: readonly string[]): boolean {
  const wanted = segmentsOf(prefix)
  return wanted.every((segment, i) => segments[i] === segment)
}

/** The page nearest to a path that is not found (the router's path, without a language prefix). */
export function nearestPage(pathname: string): NearestPage {
  const segments = segmentsOf(pathname)
  const network: Network = networkFromSegment(segments[0]) ?? 'main'
  const rest = network === 'main' ? segments : segments.slice(1)
  const chain: Chain = isLiquidNetwork(network) ? 'liquid' : 'bitcoin'
  const dashboard = { path: networkPath(network), label: `${networkLabels[network]} dashboard` }
  const entry = nearestPages
    .filter((e) => matches(e.prefix, rest))
    .sort((a, b) => segmentsOf(b.prefix).length - segmentsOf(a.prefix).length)[0]
  if (!entry) return dashboard
  if (entry.chain && entry.chain !== chain) {
    return { ...dashboard, note: `${entry.label} pages do not exist on ${networkLabels[network]}.` }
  }
  if (entry.to === '/') return entry.note ? { ...dashboard, note: entry.note } : dashboard
  const page = { path: networkPath(network, entry.to), label: entry.label }
  return entry.note ? { ...page, note: entry.note } : page
}
