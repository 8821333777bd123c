// The package entry: the only barrel.

export {
  freePort,
  type RunningChild,
  type StartChildOptions,
  startChild,
  stopChild,
} from './child-process.js'
export type { EvmChain, EvmChainConfig } from './evm-chains.js'
export { createAppServer, type RunningServer, type ServeOptions, startServer } from './server.js'
export { type Supervised, type SuperviseOptions, supervise } from './supervise.js'
export { isApiPath, isSocketPath, resolveUpstream, type Upstream } from './upstream.js'
