// The package entry: the only barrel.
export * from './chains.js'
export * from './config.js'
export * from './errors.js'
export * from './follow.js'
export * from './recent.js'
export * from './validate.js'
