// Entry of @outpoint/swap-service: start it in-process (tests) or through its CLI (dist/cli.js).
export { convert, feeOf, type Pricing } from './amounts.js'
export { anvilChainId, type ChainSlug, nativeAddress } from './assets.js'
export { decodeSwapId, encodeSwapId } from './calldata.js'
export { type EngineOptions, SwapEngine } from './engine.js'
export type { BitcoinPort, Deposit, EvmPort, TxState } from './ports.js'
export { type RunningSwapService, type SwapServiceOptions, startSwapService } from './server.js'
export {
  createFileStore,
  defaultStorePath,
  parseState,
  type StoredState,
  type SwapStore,
} from './store.js'
