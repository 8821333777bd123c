import type { LiquidSim } from '../liquid/sim.js'
import type { Router } from './router.js'

/** Esplora and mempool routes of the Liquid networks (to be built). */
export function liquidRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return router
}
