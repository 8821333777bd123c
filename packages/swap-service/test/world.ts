// The local world of the integration tests: a real simnet (control API on, still chain: blocks come
// when a test mines them), a real anvil (chain 31337) as a child process stopped by PID, and the swap
// service in this process between them.
import type { AddressInfo } from 'node:net'
import { createApp, Simnet } from '@outpoint/simnet'
import {
  getQuote,
  getTransferStatus,
  type SwapClient,
  sendTransfer,
  type Transaction,
} from '@outpoint/swap-client'
import { startAnvil } from '../../../scripts/anvil.mjs'
import { rpc } from '../src/json-rpc.js'
import { type RunningSwapService, startSwapService } from '../src/server.js'
import type { SwapStore } from '../src/store.js'

export interface World {
  simnetUrl: string
  anvilUrl: string
  service: RunningSwapService
  /** A JSON-RPC call to anvil. */
  rpc(method: string, params?: unknown[]): Promise<unknown>
  /** A JSON answer from simnet (REST or control API). */
  simnet(path: string, body?: unknown): Promise<unknown>
  /** Another swap service on the same chains (e.g. with a short deposit timeout, or a store). */
  another(options: { depositTimeout: number; store?: SwapStore }): Promise<RunningSwapService>
  stop(): Promise<void>
}

export async function startWorld(): Promise<World> {
  const simnet = new Simnet({
    control: true,
    live: false,
    params: { main: { historyBlocks: 300, fullBlocks: 20 } },
  })
  const server = createApp(simnet)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const simnetUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // As `npm start` and the browser specs run it (scripts/anvil.mjs); port 0: anvil picks a free one.
  const anvil = await startAnvil({ chainId: 31337 })
  const services: RunningSwapService[] = []
  const another: World['another'] = async ({ depositTimeout, store }) => {
    const service = await startSwapService({
      port: 0,
      simnetUrl,
      anvilUrl: anvil.rpcUrl,
      depositTimeout,
      pollMs: 200,
      ...(store ? { store } : {}),
    })
    services.push(service)
    return service
  }
  const service = await another({ depositTimeout: 600 })
  return {
    simnetUrl,
    anvilUrl: anvil.rpcUrl,
    service,
    rpc: (method, params) => rpc(anvil.rpcUrl, method, params),
    async simnet(path, body) {
      const response = await fetch(`${simnetUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const answer: unknown = await response.json()
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
      return answer
    },
    another,
    async stop() {
      await Promise.all(services.map((running) => running.close()))
      const { child } = anvil.running
      if (child.exitCode === null && child.signalCode === null) process.kill(anvil.running.pid)
      simnet.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Polls `read` every 100 ms until `done` holds for its answer; throws with the last answer after `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms
  let last = await read()
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await read()
  }
  return last
}

/** A swap's status as `client`'s service answers it. */
export async function status(client: SwapClient, id: number): Promise<Transaction> {
  const { data, error } = await getTransferStatus(client, { id })
  if (!data) throw new Error(`status ${id}: ${JSON.stringify(error)}`)
  return data
}

/** The order of a swap of `amount` ETH → BTC (from anvil) or BTC → ETH (from bitcoin). */
export function order(from: 'anvil' | 'bitcoin', amount: bigint, fromUser: string, toUser: string) {
  const eth = {
    chain: 'anvil',
    symbol: 'ETH',
    address: '0x0000000000000000000000000000000000000000',
  }
  const btc = { chain: 'bitcoin', symbol: 'BTC', address: 'btc' }
  const [source, target] = from === 'anvil' ? [eth, btc] : [btc, eth]
  return {
    fromChain: source.chain,
    toChain: target.chain,
    tokenSymbol: source.symbol,
    toTokenSymbol: target.symbol,
    fromTokenAddress: source.address,
    toTokenAddress: target.address,
    tokenAmount: amount.toString(),
    fromUserAddress: fromUser,
    toUserAddress: toUser,
  }
}

/** Quotes and sends an order through `client`; answers the swap id and its deposit instruction. */
export async function start(client: SwapClient, params: ReturnType<typeof order>) {
  const { data: quote, error } = await getQuote(client, params)
  if (!quote) throw new Error(`quote: ${JSON.stringify(error)}`)
  const route = quote.routes[0]
  if (!route) throw new Error('no route')
  const sent = await sendTransfer(client, { ...params, route: route.route })
  if (!sent.data) throw new Error(`send: ${JSON.stringify(sent.error)}`)
  return { quote, route, id: sent.data.id, tx: sent.data.tx }
}
