import type { Network, Simnet } from './fixtures'

/** The 5,000-output batch payout simnet keeps on main. */
export async function batchTxid(simnet: Simnet): Promise<string> {
  const { batchTxid } = await simnet.state('main')
  if (!batchTxid) throw new Error("simnet's main chain has no batch payout")
  return batchTxid
}

/** A confirmed, non-coinbase transaction of the tip block of `network`. */
export async function confirmedTxid(simnet: Simnet, network: Network): Promise<string> {
  const hash = await simnet.apiText(network, '/blocks/tip/hash')
  const txids = await simnet.api<string[]>(network, `/block/${hash}/txids`)
  const txid = txids[1]
  if (!txid) throw new Error(`block ${hash} on ${network} holds only its coinbase`)
  return txid
}

/**
 * Waits until simnet's live chain has caught up with the wall clock: on start it first simulates the hour
 * since its tip, a block every few requests, which would confirm a new transaction before a page shows it.
 */
export async function waitForLiveClock(simnet: Simnet, network: Network): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const state = await simnet.state(network)
    if (state.live.clock >= Date.now() / 1000 - 30) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`simnet's ${network} clock did not catch up with the wall clock`)
}
