import type { Rng } from '../rng.js'
import type { Coin } from './builder.js'
import type { SimChain } from './history.js'
import { type MempoolGraph, type MempoolNode, mempoolGraph } from './mempool-graph.js'

/**
 * Core refuses a transaction with more than 25 unconfirmed ancestors (itself included), or one that would
 * give an unconfirmed ancestor more than 25 descendants (itself included). New spends stay inside that.
 */
const chainLimit = 25
/** Most payments spend confirmed coins: an unconfirmed one is passed over this often. */
const passOverUnconfirmed = 0.6

/**
 * Takes up to `count` coins the simulated users can spend now, together within Core's chain limits. The
 * wallet also holds coins that are gone (spent by someone else, or made by a transaction that was
 * replaced): those are dropped here. Coins passed over go back for later. `confirmedOnly` passes over
 * every unconfirmed coin: a payment made so is never evicted by a replacement of its parent.
 */
export function takeCoins(
  sim: SimChain,
  rng: Rng,
  count: number,
  { confirmedOnly = false } = {},
): Coin[] {
  const { wallet, chain } = sim
  const graph = mempoolGraph(chain)
  const coins: Coin[] = []
  const later: Coin[] = []
  // The unconfirmed ancestors of the transaction being assembled, so far.
  let ancestors = new Set<MempoolNode>()
  for (let tries = 0; coins.length < count && tries < count * 4 + 8; tries++) {
    const coin = wallet.take()
    if (!coin) break
    if (!chain.unspent(coin.txid, coin.vout)) continue
    const parent = graph.nodes.get(coin.txid)
    if (parent && confirmedOnly) {
      later.push(coin)
      continue
    }
    if (parent) {
      // The draw comes first and always (the same draws as before, so a seed gives the same chain);
      // the limit checks only for a coin it kept.
      const passedOver = rng.chance(passOverUnconfirmed)
      const joined = passedOver
        ? ancestors
        : new Set([...ancestors, parent, ...graph.ancestors(parent)])
      if (passedOver || joined.size + 1 > chainLimit || crowded(graph, joined)) {
        later.push(coin)
        continue
      }
      ancestors = joined
    }
    coins.push(coin)
  }
  for (const coin of later) wallet.add(coin)
  return coins
}

/** Whether a new child of `family` would give one of them more than the limit's descendants. */
function crowded(graph: MempoolGraph, family: Iterable<MempoolNode>): boolean {
  for (const member of family) if (graph.hasDescendants(member, chainLimit - 1)) return true
  return false
}

/** Whether a new transaction spending an output of `txid` stays within Core's chain limits. */
export function roomForChild(sim: SimChain, txid: string): boolean {
  const graph = mempoolGraph(sim.chain)
  const parent = graph.nodes.get(txid)
  const family = parent ? [parent, ...graph.ancestors(parent)] : []
  return family.length + 1 <= chainLimit && !crowded(graph, family)
}

/** The largest of a few random coins, for payouts that need a big input (undefined if none is usable). */
export function takeLargeCoin(sim: SimChain): Coin | undefined {
  const coin = sim.wallet.takeLarge(40)
  if (!coin || !sim.chain.unspent(coin.txid, coin.vout)) return undefined
  if (roomForChild(sim, coin.txid)) return coin
  sim.wallet.add(coin)
  return undefined
}

/** Puts coins back in the wallet, e.g. those of a transaction that could not be built. */
export function returnCoins(sim: SimChain, coins: readonly Coin[]): void {
  for (const coin of coins) sim.wallet.add(coin)
}

/** The latest arrival time of the unconfirmed transactions that made `coins`: a spend comes after them. */
export function notBeforeParents(sim: SimChain, coins: readonly Coin[], time: number): number {
  let at = time
  for (const coin of coins) {
    const parent = sim.chain.mempool.get(coin.txid)
    if (parent && parent.firstSeen > at) at = parent.firstSeen
  }
  return at
}

/**
 * The wallet's confirmed coins, largest first, taken out of it while `wanted(total, count)` says more are
 * needed (at most `max`). Random draws miss them when the wallet holds mostly the mempool's coins: a chain
 * that has gone long without a block, whose simulated users spent its confirmed coins faster than blocks
 * made new ones.
 */
export function takeConfirmedCoins(
  sim: SimChain,
  wanted: (total: number, count: number) => boolean,
  max: number,
): Coin[] {
  const graph = mempoolGraph(sim.chain)
  const confirmed = sim.wallet
    .list()
    .filter((coin) => sim.chain.unspent(coin.txid, coin.vout) && !graph.nodes.has(coin.txid))
    .sort((a, b) => b.value - a.value)
  const taken: Coin[] = []
  let total = 0
  for (const coin of confirmed) {
    if (taken.length >= max || !wanted(total, taken.length)) break
    taken.push(coin)
    total += coin.value
  }
  sim.wallet.remove(new Set(taken))
  return taken
}
