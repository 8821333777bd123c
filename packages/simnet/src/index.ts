// Entry of @outpoint/simnet: start it in-process (tests, the app's dev server) or through its CLI.

export { type BitcoinNetworkName, bitcoinNetworkNames, bitcoinParams } from './params.js'
export { type AppOptions, createApp, splitPath } from './server/app.js'
export { Simnet, type SimnetOptions } from './simnet.js'
