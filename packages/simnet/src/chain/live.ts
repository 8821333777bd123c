import type { SimnetOptions } from '../simnet.js'
import type { SimChain } from './history.js'

/** Starts the live simulation of a chain (to be built); returns the function that stops it. */
export function startLive(_sim: SimChain, _options: Required<SimnetOptions>): () => void {
  return () => {}
}
