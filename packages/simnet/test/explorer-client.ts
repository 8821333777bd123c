/**
 * The explorer client's source, re-exported for the tests. It is reached through the workspace link in
 * node_modules: a plain `../../explorer-client/src/` import would put the client's files under simnet's
 * `rootDir` in the typecheck (TS6059), while files reached through node_modules are outside it. At run
 * time the link resolves to the same `packages/explorer-client/src/` files.
 */
export * from '../../../node_modules/@outpoint/explorer-client/src/index.js'
