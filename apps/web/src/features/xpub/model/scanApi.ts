import {
  addressTransactionPages,
  type ExplorerClient,
  getAddress,
  getAddressUtxos,
  type Transaction,
} from '@outpoint/explorer-client'
import { createPacer, realSleep, type Sleep } from './pacer'
import type { ScanApi } from './scan'

/**
 * The scan's questions through the explorer client (its retry policy on: a 429 waits for its
 * Retry-After), every request started at least `interval` ms after the one before.
 */
export function clientScanApi(
  client: ExplorerClient<'main' | 'testnet' | 'testnet4' | 'signet' | 'regtest'>,
  interval = 150,
  sleep: Sleep = realSleep,
  now: () => number = Date.now,
): ScanApi {
  const pace = createPacer(interval, sleep, now)
  return {
    async stats(address, signal) {
      await pace(signal)
      return getAddress(client, { address, signal })
    },
    async transactions(address, signal) {
      const all: Transaction[] = []
      const pages = addressTransactionPages(client, {
        address,
        ...(signal ? { signal } : {}),
      })
      for (;;) {
        await pace(signal)
        const page = await pages.next()
        if (page.done) return all
        all.push(...page.value)
      }
    },
    async utxos(address, signal) {
      await pace(signal)
      return getAddressUtxos(client, { address, signal })
    },
  }
}
