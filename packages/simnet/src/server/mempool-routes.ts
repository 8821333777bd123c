import type { SimChain } from '../chain/history.js'
import type { Router } from './router.js'

/** Mempool, fee and replacement routes (to be built: /mempool, /v1/fees/*, /v1/cpfp, /v1/tx/:txid/rbf, POST /tx...). */
export function mempoolRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
}
