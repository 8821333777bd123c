import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

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

/** Simnet as the specs drive it: its REST API and its control API (`/_simnet/`, see its README). */
export class Simnet {
  readonly url = fromSetup('OUTPOINT_E2E_SIMNET_URL')

  constructor(private readonly request: APIRequestContext) {}

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<T> {
    const response = await this.request.fetch(`${this.url}${path}`, {
      method,
      ...(body ? { data: body } : {}),
    })
    if (!response.ok()) {
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`)
    }
    return (await response.json()) as T
  }

  tipHeight(network: Network): Promise<number> {
    return this.call('GET', networkPath(network, '/api/blocks/tip/height'))
  }

  async mine(network: Network, count = 1): Promise<MinedBlock[]> {
    const answer = await this.call<{ blocks: MinedBlock[] }>(
      'POST',
      `/_simnet/mine?network=${network}`,
      { count },
    )
    return answer.blocks
  }

  /** Applies faults (`dropSockets`, `latencyMs`, ...); answers how many sockets were dropped. */
  faults(body: Record<string, unknown>): Promise<{ droppedSockets: number }> {
    return this.call('POST', '/_simnet/faults', body)
  }

  clearFaults(): Promise<unknown> {
    return this.call('DELETE', '/_simnet/faults')
  }

  state(network: Network): Promise<{ busyAddress: string; tip: { height: number } }> {
    return this.call('GET', `/_simnet/state?network=${network}`)
  }
}

/** Heights of the mined blocks the blockchain bar shows. */
export async function minedHeights(page: Page): Promise<number[]> {
  const values = await page
    .getByTestId('mined-block')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-height')))
  return values.map((value) => Number(value))
}

/** Problems the page reported: uncaught errors, console errors and failed HTTP answers. */
export type PageProblems = string[]

export const test = base.extend<{ simnet: Simnet; problems: PageProblems }>({
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
})

export { expect }
