// The package entry: the only barrel.
export { createAppServer, type RunningServer, type ServeOptions, startServer } from './server.js'
export { isApiPath, isSocketPath, resolveUpstream, type Upstream } from './upstream.js'
