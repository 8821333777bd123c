#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startSwapService } from './server.js'
import { createFileStore } from './store.js'

const usage =
  'Usage: outpoint-swap-service --port P --simnet-url URL --anvil-url URL [--rate 15] [--fee-bps 30] [--deposit-timeout 600] [--quote-ttl 60] [--allow-origin ORIGIN ...] [--store FILE]'

function fail(message: string): never {
  console.error(`swap service: ${message}\n${usage}`)
  process.exit(2)
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        'simnet-url': { type: 'string' },
        'anvil-url': { type: 'string' },
        rate: { type: 'string' },
        'fee-bps': { type: 'string' },
        'deposit-timeout': { type: 'string' },
        'quote-ttl': { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        store: { type: 'string' },
      },
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
})()

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    fail(`--${name} must be a non-negative number, got "${value}"`)
  }
  return parsed
}

const port = number('port', values.port, 8997)
if (!Number.isInteger(port) || port > 65535) fail(`--port must be 0-65535, got ${values.port}`)
for (const name of ['simnet-url', 'anvil-url'] as const) {
  if (!values[name]) fail(`--${name} is required`)
}

// The app's pages call the service from the browser: their origin (http://127.0.0.1:5173) is allowed,
// every other page refused.
const allowedOrigins = (values['allow-origin'] ?? []).map((given) => {
  try {
    const url = new URL(given)
    if (/^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search) return url.origin
  } catch {}
  return fail(`--allow-origin must be an origin such as http://127.0.0.1:5173, got "${given}"`)
})

if (values.store !== undefined && values.store.trim() === '') fail('--store must name a file')
const log = (line: string) => console.log(line)
// Swaps in flight hold people's coins: with a store they outlive a restart. Without one, memory only.
const store = values.store === undefined ? undefined : createFileStore(values.store, log)

const service = await startSwapService({
  ...(store ? { store } : {}),
  allowedOrigins,
  port,
  simnetUrl: values['simnet-url'] ?? '',
  anvilUrl: values['anvil-url'] ?? '',
  rate: number('rate', values.rate, 15),
  feeBps: number('fee-bps', values['fee-bps'], 30),
  depositTimeout: number('deposit-timeout', values['deposit-timeout'], 600),
  quoteTtl: number('quote-ttl', values['quote-ttl'], 60),
  log,
}).catch((error: unknown) => {
  console.error(`swap service: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
// Scripts and tests wait for this line and read the port from it.
console.log(`swap service listening on ${service.url}`)
if (values.store !== undefined) console.log(`swap service: swaps are kept in ${values.store}`)

const stop = () => void service.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
