import type { SimChain } from '../chain/history.js'
import type { Router } from './router.js'

/** Difficulty, hashrate, pools and statistics routes (to be built). */
export function miningRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
}
