import type { ActionRoute } from '@outpoint/explorer-client'

export const groups = [
  'Blocks',
  'Transactions',
  'Addresses',
  'Mempool & fees',
  'Mining',
  'Prices & general',
  'Lightning',
  'Liquid',
] as const
export type Group = (typeof groups)[number]

/** One REST route the app calls: the docs page's table row, built from the client action that calls it. */
export interface EndpointRow {
  /** The client action's name: `getBlockTipHeight`. */
  action: string
  method: ActionRoute['method']
  /** Relative to `/api/`, with `:name` and optional `:name?` segments. */
  path: string
  /** Path parameters, in order; `optional` for a `:name?` segment. */
  params: { name: string; optional: boolean }[]
  /** Query parameters (wire names). */
  query: string[]
  group: Group
  /** What it answers, in a few words. */
  answers: string
  networks: string
  as: ActionRoute['as']
}

/** Where a route belongs, by its path (the Liquid ones by their chain). */
const groupRules: readonly [RegExp, Group][] = [
  [/^v1\/lightning\//, 'Lightning'],
  [/^v1\/(liquid|assets?)\/|^assets?\//, 'Liquid'],
  [/^v1\/(mining|difficulty-adjustment)/, 'Mining'],
  [/^(block|blocks|block-height)\/|^v1\/(block|blocks|blocks-bulk|chain-tips)(\/|$)/, 'Blocks'],
  [/^(tx|txs)(\/|$)|^v1\/(tx|cpfp|transaction-times|fullrbf|replacements)(\/|$)/, 'Transactions'],
  [/^(address|scripthash)\/|^v1\/validate-address\//, 'Addresses'],
  [/^(mempool|fee-estimates)(\/|$)|^v1\/(fees|statistics)\//, 'Mempool & fees'],
  [/^v1\/(prices|historical-price|init-data)$/, 'Prices & general'],
]

export function groupOf(route: ActionRoute): Group | undefined {
  if (route.chain === 'liquid') return 'Liquid'
  return groupRules.find(([pattern]) => pattern.test(route.path))?.[1]
}

/** `getBlockTipHeight` -> "Block tip height"; `searchLightningNodes` -> "Search lightning nodes". */
export function answersOf(action: string, route: ActionRoute): string {
  const words = action
    .replace(/^(get|list)(?=[A-Z])/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  const kind = route.as === 'json' ? 'JSON' : route.as === 'binary' ? 'bytes' : 'text'
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${kind})`
}

function networksOf(route: ActionRoute, group: Group): string {
  if (route.chain === 'liquid' || group === 'Liquid') return 'Liquid, Liquid Testnet'
  if (route.chain === 'bitcoin' || group === 'Lightning' || group === 'Mining')
    return 'Bitcoin networks'
  if (route.path === 'v1/prices' || route.path === 'v1/historical-price')
    return 'All (mainnet BTC prices)'
  return 'All'
}

/**
 * The table of REST routes from the client's exports: every action that carries a route (see the client's
 * `actionRoutes`), each route once (the first action that calls it names it), in groups, by path.
 */
export function endpointRows(
  exports: Record<string, unknown>,
  routesOf: (action: unknown) => readonly ActionRoute[],
): EndpointRow[] {
  const rows = new Map<string, EndpointRow>()
  for (const [action, value] of Object.entries(exports)) {
    for (const route of routesOf(value)) {
      const key = `${route.method} ${route.path}`
      const group = groupOf(route)
      if (rows.has(key) || !group) continue
      rows.set(key, {
        action,
        method: route.method,
        path: route.path,
        params: [...route.path.matchAll(/:(\w+)(\?)?/g)].map((m) => ({
          name: m[1] ?? '',
          optional: m[2] === '?',
        })),
        query: route.query,
        group,
        answers: answersOf(action, route),
        networks: networksOf(route, group),
        as: route.as,
      })
    }
  }
  return [...rows.values()].sort(
    (a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || a.path.localeCompare(b.path),
  )
}

/**
 * The request path of a row with these parameter values: `:name` filled (URL-encoded), an empty `:name?`
 * left out with its slash, the non-empty query parameters after `?`. A missing required value is named.
 */
export function requestPath(
  row: Pick<EndpointRow, 'path' | 'query'>,
  values: Record<string, string>,
): { path: string } | { missing: string } {
  let missing: string | undefined
  const path = row.path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = values[name]?.trim() ?? ''
    if (!value && !optional) missing ??= name
    return value ? `/${encodeURIComponent(value)}` : ''
  })
  if (missing) return { missing }
  const query = new URLSearchParams()
  for (const name of row.query) {
    const value = values[name]?.trim()
    if (value)
      for (const part of name.endsWith('[]') ? value.split(',') : [value])
        query.append(name, part.trim())
  }
  const search = query.toString()
  return { path: search ? `${path}?${search}` : path }
}
