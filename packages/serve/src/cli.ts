#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { type EvmChain, parseEvmChainFlag } from './evm-chains.js'
import { startServer } from './server.js'
import { resolveUpstream } from './upstream.js'

const usage =
  'Usage: outpoint-serve --root DIR --api-host HOST [--port 5173] [--evm-chain ID=RPC_URL ...] [--swap-api URL]'

function fail(message: string): never {
  console.error(`serve: ${message}\n${usage}`)
  process.exit(2)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        root: { type: 'string' },
        'api-host': { type: 'string' },
        port: { type: 'string' },
        // A local EVM chain for the app's wallet, e.g. 31337=http://127.0.0.1:8545; repeatable.
        'evm-chain': { type: 'string', multiple: true },
        // The swap service the app's swap page calls, e.g. http://127.0.0.1:8997.
        'swap-api': { type: 'string' },
      },
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
})()
if (!values.root) fail('--root is required')
if (!values['api-host']) fail('--api-host is required')
const port = Number(values.port ?? 5173)
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be 0-65535, got ${values.port}`)

let upstream: ReturnType<typeof resolveUpstream>
try {
  upstream = resolveUpstream(values['api-host'])
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

let evmChains: EvmChain[]
try {
  evmChains = (values['evm-chain'] ?? []).map(parseEvmChainFlag)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

const swapApi = values['swap-api']
const server = await startServer({ root: values.root, upstream, port, evmChains, swapApi }).catch(
  (error: unknown) => {
    console.error(`serve: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
// Tests and scripts wait for this line and read the port from it.
console.log(`serving ${server.url} (data service ${upstream.origin})`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
