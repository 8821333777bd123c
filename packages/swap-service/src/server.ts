// Starts the service: the HTTP server on 127.0.0.1 and the round that watches deposits and moves swaps.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { scaledRate } from './amounts.js'
import { createAnvilPort } from './anvil-port.js'
import { describe, SwapEngine } from './engine.js'
import { sendError } from './http.js'
import type { BitcoinPort, EvmPort } from './ports.js'
import { createHandler } from './routes.js'
import { createSimnetPort } from './simnet-port.js'
import type { SwapStore } from './store.js'
import type { Swap } from './swap.js'

export interface SwapServiceOptions {
  /** 0 picks a free port. */
  port: number
  /** simnet with its control API (`--control`), e.g. http://127.0.0.1:8999. */
  simnetUrl: string
  /** The anvil chain 31337's JSON-RPC, e.g. http://127.0.0.1:8545. */
  anvilUrl: string
  /** ETH per BTC. Default 15. */
  rate?: number
  /** Fee in basis points of the source amount. Default 30. */
  feeBps?: number
  /** Seconds a swap waits for its deposit. Default 600. */
  depositTimeout?: number
  /** Seconds a quote holds. Default 60. */
  quoteTtl?: number
  /** Browser origins whose pages may call the service (the app's). Default none: tools only. */
  allowedOrigins?: readonly string[]
  /** Milliseconds between rounds. Default 500. */
  pollMs?: number
  /**
   * Where swaps are kept across a restart (`createFileStore`); loaded at start, written at each change.
   * Without it swaps live in memory only.
   */
  store?: SwapStore
  /** Other chains' ports (tests). */
  bitcoin?: BitcoinPort
  evm?: EvmPort
  log?: (line: string) => void
}

export interface RunningSwapService {
  url: string
  engine: SwapEngine
  close(): Promise<void>
}

export async function startSwapService(options: SwapServiceOptions): Promise<RunningSwapService> {
  const pricing = { rate: options.rate ?? 15, feeBps: options.feeBps ?? 30 }
  scaledRate(pricing.rate)
  if (!Number.isInteger(pricing.feeBps) || pricing.feeBps < 0 || pricing.feeBps >= 10_000) {
    throw new Error(`the fee must be 0-9999 basis points, got ${pricing.feeBps}`)
  }
  const log = options.log ?? (() => {})
  const { store } = options
  const stored = store?.load() ?? { swaps: [] }
  const bitcoin = options.bitcoin ?? createSimnetPort(options.simnetUrl)
  const evm = options.evm ?? createAnvilPort(options.anvilUrl, stored.evmScanned)
  if (stored.swaps.length > 0) {
    const open = stored.swaps.filter((swap) => swap.completedAt === undefined).length
    const count = stored.swaps.length
    log(`loaded ${count} swap${count === 1 ? '' : 's'} from the store, ${open} of them in flight`)
  }
  const engine = new SwapEngine({
    bitcoin,
    evm,
    depositTimeoutMs: (options.depositTimeout ?? 600) * 1000,
    log,
    swaps: stored.swaps,
    ...(store
      ? {
          save: (swaps: readonly Swap[]) => {
            const evmScanned = evm.scanned?.()
            store.save({ swaps, ...(evmScanned === undefined ? {} : { evmScanned }) })
          },
        }
      : {}),
  })
  // Fails early when anvil is not there or has no dev accounts.
  await evm.depositAccount()
  const handle = createHandler({
    engine,
    bitcoin,
    evm,
    pricing,
    anvilRpcUrl: options.anvilUrl,
    quoteTtlMs: (options.quoteTtl ?? 60) * 1000,
    allowedOrigins: options.allowedOrigins ?? [],
    now: Date.now,
  })
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`${request.method} ${request.url}: ${error instanceof Error ? error.message : error}`)
      if (!response.headersSent)
        sendError(request, response, 500, 'The service failed; see its log.')
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  // The round under way: closing waits for it, so that a send it started is stored with its answer
  // and nothing is written to the store after close (a new service may be using it by then).
  let current: Promise<void> | undefined
  const round = async () => {
    // The engine says a chain that is down once itself; this is for what it does not expect.
    try {
      await engine.tick()
    } catch (error) {
      log(`round: ${describe(error)}`)
    }
    if (!stopped) timer = setTimeout(next, options.pollMs ?? 500)
  }
  const next = () => {
    current = round()
  }
  next()
  const { port } = server.address() as AddressInfo
  let closing: Promise<void> | undefined
  const close = async () => {
    stopped = true
    clearTimeout(timer)
    server.closeAllConnections()
    await Promise.all([
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
      current,
    ])
  }
  return {
    url: `http://127.0.0.1:${port}`,
    engine,
    // Once: a second call waits for the first.
    close: () => {
      closing ??= close()
      return closing
    },
  }
}
