import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
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
  /** The page's name; none for the dashboard (`to: '/'`), which is named after the network. */
  label?: MessageDescriptor
  note?: MessageDescriptor
  /** The target exists on this chain only; elsewhere the dashboard is nearest. */
  chain?: Chain
}

const siteNote = msg`That is one of mempool.space's pages about its own site and services; Outpoint, a client-side explorer, has none.`
const accelerationNote = msg`Accelerations are mempool.space's own paid service: Outpoint shows the mempool, not that service.`

/**
 * mempool.space's paths Outpoint has no page for, and the page nearest to each. The longest matching
 * prefix wins; anything else is nearest to the dashboard.
 */
export const nearestPages: readonly Entry[] = [
  { prefix: 'graphs', to: '/graphs', label: msg`Graphs` },
  { prefix: 'mining', to: '/mining', label: msg`Mining`, chain: 'bitcoin' },
  {
    prefix: 'lightning/nodes/rankings',
    to: '/lightning/nodes/rankings',
    label: msg`Lightning rankings`,
    chain: 'bitcoin',
  },
  { prefix: 'blocks', to: '/blocks', label: msg`Blocks` },
  { prefix: 'view/blocks', to: '/blocks', label: msg`Blocks` },
  // mempool's standalone block views (`/view/block/:id`, `/view/mempool-block/:index`): the kiosk clock.
  { prefix: 'view', to: '/clock', label: msg`Clock` },
  { prefix: 'clock', to: '/clock', label: msg`Clock` },
  { prefix: 'tools', to: '/tools/calculator', label: msg`Calculator` },
  { prefix: 'rbf', to: '/rbf', label: msg`RBF replacements`, chain: 'bitcoin' },
  { prefix: 'stratum', to: '/mining', label: msg`Mining`, chain: 'bitcoin' },
  {
    prefix: 'lightning',
    to: '/lightning',
    label: msg({ message: 'Lightning', comment: 'the Lightning network: a name, kept as it is' }),
    chain: 'bitcoin',
  },
  { prefix: 'assets', to: '/assets', label: msg`Assets`, chain: 'liquid' },
  { prefix: 'audit', to: '/audit', label: msg`Peg audit`, chain: 'liquid' },
  {
    prefix: 'acceleration',
    to: '/',
    note: accelerationNote,
  },
  {
    prefix: 'accelerator',
    to: '/',
    note: accelerationNote,
  },
  {
    prefix: 'status',
    to: '/',
    note: msg`mempool.space's status page watches its own servers; Outpoint's header says whether your data service answers.`,
  },
  {
    prefix: 'wallet',
    to: '/',
    note: msg`mempool.space's wallet pages are its own service; search an address to see its balance and history.`,
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
  ].map((prefix) => ({ prefix, to: '/', note: siteNote })),
  {
    prefix: 'tx',
    to: '/',
    note: msg`Looking for a transaction? Search it by its id, height or address from the dashboard.`,
  },
  {
    prefix: 'block',
    to: '/',
    note: msg`Looking for a block? Search it by its id, height or address from the dashboard.`,
  },
  {
    prefix: 'address',
    to: '/',
    note: msg`Looking for an address? Search it by its id, height or address from the dashboard.`,
  },
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
  const name = networkLabels[network]
  const dashboard = { path: networkPath(network), label: t`${name} dashboard` }
  const entry = nearestPages
    .filter((e) => matches(e.prefix, rest))
    .sort((a, b) => segmentsOf(b.prefix).length - segmentsOf(a.prefix).length)[0]
  if (!entry) return dashboard
  const note = entry.note && i18n._(entry.note)
  if (entry.to === '/' || !entry.label) return note ? { ...dashboard, note } : dashboard
  const title = i18n._(entry.label)
  if (entry.chain && entry.chain !== chain) {
    return { ...dashboard, note: t`${title} pages do not exist on ${name}.` }
  }
  const page = { path: networkPath(network, entry.to), label: title }
  return note ? { ...page, note } : page
}
