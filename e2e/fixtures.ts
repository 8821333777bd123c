import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Page,
} from '@playwright/test'
import { TestWallet } from './wallet/test-wallet'

export type Network =
  | 'main'
  | 'testnet'
  | 'testnet4'
  | 'signet'
  | 'regtest'
  | 'liquid'
  | 'liquidtestnet'

/** The app's path prefix of a network, as on mempool.space: none for main. */
export function networkPath(network: Network, path = '/'): string {
  return network === 'main' ? path : `/${network}${path}`
}

function fromSetup(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the specs through e2e/playwright.config.ts`)
  return value
}

export interface MinedBlock {
  height: number
  hash: string
}

/** The payment `POST /_simnet/tx` makes: to `address` (a fresh script by default), `amount` sats, `feeRate` sat/vB. */
export interface PaymentRequest {
  address?: string
  amount?: number
  feeRate?: number
  /** Signals BIP 125 replaceability; true by default (false: replacing it is full RBF). */
  replaceable?: boolean
}

/**
 * Simnet as the specs drive it: its REST API and its control API (`/_simnet/`, see its README). Every
 * call is checked, so a spec's set-up fails at the call that went wrong, with simnet's answer.
 */
export class Simnet {
  /** `url`: another simnet than the rig's (esplora-only.spec.ts starts its own). */
  constructor(
    private readonly request: APIRequestContext,
    readonly url = fromSetup('OUTPOINT_E2E_SIMNET_URL'),
  ) {}

  private async fetch(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object | string,
  ): Promise<APIResponse> {
    const response = await this.request.fetch(`${this.url}${path}`, {
      method,
      // A fresh connection each call: a kept-alive one that simnet closes as idle just as a call goes
      // out on it fails with ECONNRESET (seen between calls seconds apart).
      headers: { connection: 'close' },
      ...(body === undefined ? {} : { data: body }),
    })
    if (!response.ok()) {
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
    }
    return response
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<T> {
    return (await (await this.fetch(method, path, body)).json()) as T
  }

  /** `GET /api<path>` of `network`'s REST API, as JSON. */
  api<T>(network: Network, path: string): Promise<T> {
    return this.call('GET', networkPath(network, `/api${path}`))
  }

  /** `GET /api<path>` of `network`'s REST API, as text (a hash, raw hex, a decimal supply). */
  async apiText(network: Network, path: string): Promise<string> {
    return (await this.fetch('GET', networkPath(network, `/api${path}`))).text()
  }

  /** `POST /api/tx`: broadcasts raw hex as a wallet would; answers the txid. */
  async broadcast(network: Network, hex: string): Promise<string> {
    return (await this.fetch('POST', networkPath(network, '/api/tx'), hex)).text()
  }

  tipHeight(network: Network): Promise<number> {
    return this.api(network, '/blocks/tip/height')
  }

  /**
   * Mines `count` blocks; `audit` makes a Bitcoin block depart from its template on purpose (simnet's
   * README: `censor`, `prioritize`, `empty`, `fresh`; by default it follows the template).
   */
  async mine(network: Network, count = 1, audit?: string): Promise<MinedBlock[]> {
    const answer = await this.call<{ blocks: MinedBlock[] }>(
      'POST',
      `/_simnet/mine?network=${network}`,
      audit ? { count, audit } : { count },
    )
    return answer.blocks
  }

  /** A new mempool payment from simnet's users (replaceable); answers its txid. */
  async tx(network: Network, payment: PaymentRequest = {}): Promise<string> {
    const answer = await this.call<{ txid: string }>(
      'POST',
      `/_simnet/tx?network=${network}`,
      payment,
    )
    return answer.txid
  }

  /**
   * Replaces mempool transaction `txid` by a fee bump (`POST /_simnet/replace`), at `feeRate` sat/vB or
   * a random bump; answers the replacement's txid.
   */
  async replace(
    network: Network,
    txid: string,
    options: { feeRate?: number; replaceable?: boolean } = {},
  ): Promise<string> {
    const answer = await this.call<{ txid: string }>(
      'POST',
      `/_simnet/replace?network=${network}`,
      { txid, ...options },
    )
    return answer.txid
  }

  /**
   * Sends `sats` to `address` from simnet's own confirmed funds (`POST /_simnet/faucet`), e.g. to fund
   * a deposit; answers the txid. The payment is final (not replaceable), at 20 sat/vB.
   */
  async faucet(address: string, sats: number, network: Network = 'main'): Promise<string> {
    const answer = await this.call<{ txid: string }>('POST', `/_simnet/faucet?network=${network}`, {
      address,
      amount: sats,
    })
    return answer.txid
  }

  /** The top `depth` blocks of main replaced by `depth + 1` others. */
  reorg(depth: number): Promise<{ disconnected: MinedBlock[]; blocks: MinedBlock[] }> {
    return this.call('POST', '/_simnet/reorg?network=main', { depth })
  }

  /** Renames a Lightning node (`POST /_simnet/lightning/alias`). */
  async setAlias(network: Network, publicKey: string, alias: string): Promise<void> {
    await this.call('POST', `/_simnet/lightning/alias?network=${network}`, { publicKey, alias })
  }

  /** Applies faults (`dropSockets`, `latencyMs`, ...); answers how many sockets were dropped. */
  faults(body: Record<string, unknown>): Promise<{ droppedSockets: number }> {
    return this.call('POST', '/_simnet/faults', body)
  }

  clearFaults(): Promise<unknown> {
    return this.call('DELETE', '/_simnet/faults')
  }

  state(network: Network): Promise<SimnetState> {
    return this.call('GET', `/_simnet/state?network=${network}`)
  }
}

/** The parts of `GET /_simnet/state` the specs read. */
export interface SimnetState {
  busyAddress: string
  /** Main's 5,000-output batch payout. */
  batchTxid: string | null
  tip: { height: number; hash: string }
  /** The chain's clock, Unix seconds. */
  live: { clock: number }
}

/** Heights of the mined blocks the blockchain bar shows. */
export async function minedHeights(page: Page): Promise<number[]> {
  const values = await page
    .getByTestId('mined-block')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-height')))
  return values.map((value) => Number(value))
}

/** URLs of the requests the page sends from now on that match `pattern` (a substring or a RegExp). */
export function requestsTo(page: Page, pattern: string | RegExp): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (typeof pattern === 'string' ? url.includes(pattern) : pattern.test(url)) urls.push(url)
  })
  return urls
}

/** Problems the page reported: uncaught errors, console errors and failed HTTP answers. */
export type PageProblems = string[]

/** The rig's local EVM chains (anvil): JSON-RPC URL by chain id. */
export function anvilUrls(): Record<number, string> {
  const urls: unknown = JSON.parse(fromSetup('OUTPOINT_E2E_ANVIL_URLS'))
  if (!urls || typeof urls !== 'object')
    throw new Error('OUTPOINT_E2E_ANVIL_URLS is not a JSON object')
  return Object.fromEntries(
    Object.entries(urls).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The rig's anvil for one chain id; throws naming the chain when the rig has none. */
export function anvilUrl(chainId: number): string {
  const url = anvilUrls()[chainId]
  if (url === undefined) throw new Error(`the rig has no anvil for chain ${chainId}`)
  return url
}

export const test = base.extend<{ simnet: Simnet; problems: PageProblems; wallet: TestWallet }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(fromSetup('OUTPOINT_E2E_APP_URL'))
  },
  simnet: async ({ request }, use) => {
    const simnet = new Simnet(request)
    await use(simnet)
    // A spec that injected faults must not leave them to the next one.
    await simnet.clearFaults()
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = []
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console: ${message.text()} (${message.location().url})`)
      }
    })
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
    })
    await use(problems)
  },
  // Only the specs that ask for it get a wallet in their page: the others keep a browser without one.
  wallet: async ({ page }, use) => {
    const wallet = await TestWallet.install(page, anvilUrls())
    await use(wallet)
    // A spec that held transactions must not leave the next one a chain that never mines.
    await wallet.release()
  },
})

export { expect }
