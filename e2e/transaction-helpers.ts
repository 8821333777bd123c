import type { APIRequestContext } from '@playwright/test'
import { type Network, networkPath, type Simnet } from './fixtures'

async function json<T>(request: APIRequestContext, url: string, init?: object): Promise<T> {
  const response = init ? await request.post(url, init) : await request.get(url)
  if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** A new mempool payment made through simnet's control API (replaceable); answers its txid. */
export async function createTx(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  body: { feeRate?: number; amount?: number } = {},
): Promise<string> {
  const answer = await json<{ txid: string }>(
    request,
    `${simnet.url}/_simnet/tx?network=${network}`,
    { data: body },
  )
  return answer.txid
}

/** The 5,000-output batch payout simnet keeps on main. */
export async function batchTxid(request: APIRequestContext, simnet: Simnet): Promise<string> {
  return (await json<{ batchTxid: string }>(request, `${simnet.url}/_simnet/state?network=main`))
    .batchTxid
}

/** A confirmed, non-coinbase transaction of the tip block of `network`. */
export async function confirmedTxid(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
): Promise<string> {
  const base = `${simnet.url}${networkPath(network, '/api')}`
  const hash = await (await request.get(`${base}/blocks/tip/hash`)).text()
  const txids = await json<string[]>(request, `${base}/block/${hash}/txids`)
  const txid = txids[1]
  if (!txid) throw new Error(`block ${hash} on ${network} holds only its coinbase`)
  return txid
}

/**
 * Waits until simnet's live chain has caught up with the wall clock: on start it first simulates the hour
 * since its tip, a block every few requests, which would confirm a new transaction before a page shows it.
 */
export async function waitForLiveClock(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const state = await json<{ live: { clock: number } }>(
      request,
      `${simnet.url}/_simnet/state?network=${network}`,
    )
    if (state.live.clock >= Date.now() / 1000 - 30) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`simnet's ${network} clock did not catch up with the wall clock`)
}
