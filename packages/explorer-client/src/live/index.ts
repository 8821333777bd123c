// Entry of `@outpoint/explorer-client/live`: the websocket live feed, kept apart so REST-only users
// do not pay for it.
export * from './commands.js'
export type {
  Connection,
  ConnectionOptions,
  ConnectionState,
  Logger,
  SocketLike,
  WebSocketConstructor,
} from './connection.js'
export { createConnection } from './connection.js'
export * from './feed.js'
export type * from './messages.js'
export { parseFrame } from './messages.js'
export * from './projected-block.js'
export * from './topics.js'
