import type { SimChain } from '../chain/history.js'
import type { Router } from './router.js'

/** `/v1/lightning/*` routes over the simulated Lightning graph (to be built). */
export function lightningRoutes(router: Router<SimChain>): Router<SimChain> {
  return router
}
