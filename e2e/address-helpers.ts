import type { Page } from '@playwright/test'
import type { Network, Simnet } from './fixtures'

/** Pays `address` through simnet's control API; answers the new transaction's id. */
export function payTo(simnet: Simnet, network: Network, address: string): Promise<string> {
  // A high fee rate, so the next block mined takes it (Liquid's control API has no fee rate).
  return simnet.tx(
    network,
    network.startsWith('liquid')
      ? { address, amount: 12_345 }
      : { address, amount: 12_345, feeRate: 200 },
  )
}

/** How many transactions the page says it has loaded ("75 of 26,010 transactions loaded"). */
export async function loadedCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('address-loaded-count').textContent()) ?? ''
  return Number(text.match(/([\d,]+) of/)?.[1]?.replaceAll(',', '') ?? Number.NaN)
}

/**
 * Counts the address page's history requests (after_txid pages) and the most in flight at once, so a spec
 * can tell that scrolling never sends a burst.
 */
export function watchPageRequests(page: Page) {
  const stats = { pages: 0, inFlight: 0, maxInFlight: 0 }
  const isPage = (url: string) => /\/address\/[^/]+\/txs\?after_txid=/.test(url)
  page.on('request', (request) => {
    if (!isPage(request.url())) return
    stats.pages++
    stats.inFlight++
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight)
  })
  const done = (request: { url(): string }) => {
    if (isPage(request.url())) stats.inFlight--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return stats
}

/** Resolves once the page's live feed has sent `track-address` for `address` (set up before navigating). */
export function addressTracked(page: Page, address: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"track-address"') && String(payload).includes(address)) {
          resolve()
        }
      })
    })
  })
}
