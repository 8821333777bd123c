/**
 * What a deep link's page needs before it can show, by route pattern below the network prefix (react-
 * router syntax: `:name` is one segment). The build resolves each module to its chunks and their styles
 * (build/preloads.ts) and the server names them in that page's HTML (packages/serve), so they load
 * beside the entry instead of after it has run. A page missing here still works, one round trip later.
 * The first matching entry wins: specific paths before the `:id` ones they would also match.
 */
export interface RoutePreload {
  path: string
  /** Source modules as Vite's manifest keys them (relative to apps/web). */
  modules: readonly string[]
}

const lightning = 'src/features/lightning/LightningRoutes.tsx'
const graphs = 'src/features/graphs/GraphsRoutes.tsx'

export const routePreloads: readonly RoutePreload[] = [
  { path: 'tx/push', modules: ['src/features/broadcast/BroadcastPage.tsx'] },
  { path: 'tx/test', modules: ['src/features/tx-tools/TxToolsPages.ts'] },
  { path: 'tx/preview', modules: ['src/features/tx-tools/TxToolsPages.ts'] },
  { path: 'tx/:id', modules: ['src/features/transaction/TransactionPage.tsx'] },
  { path: 'address/:id', modules: ['src/features/address/AddressPage.tsx'] },
  { path: 'block/:id', modules: ['src/features/block/BlockPage.tsx'] },
  { path: 'blocks', modules: ['src/features/blocks-list/BlocksListPage.tsx'] },
  { path: 'mempool-block/:index', modules: ['src/features/mempool-block/MempoolBlockPage.tsx'] },
  {
    path: 'mining',
    modules: ['src/features/mining/MiningPage.tsx', 'src/features/mining/MiningDashboardPage.tsx'],
  },
  {
    path: 'mining/pool/:slug',
    modules: ['src/features/mining/MiningPage.tsx', 'src/features/mining/pool/PoolPage.tsx'],
  },
  {
    path: 'lightning',
    modules: [lightning, 'src/features/lightning/dashboard/LightningDashboardPage.tsx'],
  },
  {
    path: 'lightning/node/:publicKey',
    modules: [lightning, 'src/features/lightning/node/NodePage.tsx'],
  },
  {
    path: 'lightning/channel/:id',
    modules: [lightning, 'src/features/lightning/channel/ChannelPage.tsx'],
  },
  { path: 'graphs/mempool', modules: [graphs, 'src/features/graphs/mempool/MempoolGraphPage.tsx'] },
  {
    path: 'graphs/mining/pools',
    modules: [graphs, 'src/features/graphs/shares/PoolSharePage.tsx'],
  },
  { path: 'audit', modules: ['src/features/liquid-audit/AuditRoutes.tsx'] },
]
