import { scriptAddress } from '../bitcoin/script.js'
import type { Chain } from '../chain/chain.js'
import { poolScript } from '../chain/miner.js'
import { pools } from '../chain/pools.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { addressesOf } from './ws-change.js'
import { jsonArray, type Part, part, rawPart } from './ws-frame.js'
import type { NetworkHub } from './ws-hub.js'
import type { TxJson } from './ws-messages.js'

/**
 * The wallets simnet is configured with, as mempool's backend is with `WALLETS.WALLETS` (its own
 * services fill them with addresses): one, holding the payout address of every mining pool, so each new
 * block's coinbase lands in it.
 */
export const poolsWallet = 'simnet-pools'

const wallets = new WeakMap<Chain, Map<string, Set<string>>>()

/** The addresses of a configured wallet on a chain, or undefined when simnet has no such wallet. */
export function walletAddresses(chain: Chain, name: string): Set<string> | undefined {
  let byName = wallets.get(chain)
  if (!byName) {
    const payouts = pools.flatMap((pool) => {
      const address = scriptAddress(poolScript(pool, chain.params.name), chain.params)
      return address ? [address] : []
    })
    byName = new Map([[poolsWallet, new Set(payouts)]])
    wallets.set(chain, byName)
  }
  return byName.get(name)
}

/**
 * `wallet-transactions` of one new block for a tracked wallet: the block's transactions that pay to or
 * spend from the wallet's addresses, in block order (mempool's `processBlock`). A name the server has
 * no wallet for gets `{}` with every block, as mempool's handler sends it.
 */
export function walletPart(
  hub: NetworkHub,
  name: string,
  block: BlockRecord,
  confirmed: readonly TxRecord[],
): Part {
  const { state } = hub
  return state.shared(`wallet-${name}-${block.hash}`, () => {
    const addresses = walletAddresses(hub.chain, name)
    if (!addresses) return part('wallet-transactions', {})
    const touching = confirmed.filter((r) => [...addressesOf(r)].some((a) => addresses.has(a)))
    return rawPart('wallet-transactions', jsonArray<TxJson>(touching.map((r) => state.txJson(r))))
  })
}
