import { merkleBranch } from '../bitcoin/block.js'
import type { Spend } from '../chain/spends.js'
import type { Confirmation } from '../chain/types.js'
import { addressSummary, type SummaryTx } from '../esplora/address-summary.js'
import { statusJson } from '../esplora/format.js'
import { hex64, integer } from './checks.js'
import { HttpError, type Router } from './router.js'

/*
 * The esplora routes Bitcoin and Liquid answer alike, over what both chains hold: blocks by height and
 * hash, transactions, spends and address histories. bitcoin-routes.ts and liquid-routes.ts add the
 * routes whose shapes differ between the networks.
 */

interface ChainBlock {
  readonly hash: string
  readonly height: number
  readonly txids: readonly string[]
}

interface ChainTx {
  readonly txid: string
  readonly outputs: readonly unknown[]
  readonly confirmation: Confirmation | undefined
}

/** What the shared routes read of a network's chain. */
export interface EsploraChain {
  readonly tip: ChainBlock
  blockAt(height: number): ChainBlock | undefined
  readonly blocksByHash: ReadonlyMap<string, ChainBlock>
  readonly txs: ReadonlyMap<string, ChainTx>
  readonly spends: { get(outpoint: string): Spend | undefined }
  readonly addressChain: ReadonlyMap<string, readonly string[]>
  readonly addressMempool: { get(address: string): Iterable<string> | undefined }
}

/** How a network reads an address parameter and lists transactions. */
export interface AddressListing<S> {
  /** The key an address's history is kept under: throws a 400 for a value that is not one. */
  address(state: S, value: string | undefined): string
  /**
   * The key of the script whose SHA-256 is `value` (electrs' `/scripthash/:hash` routes): 400 for a value
   * that is not 64 hex; a hash of no known script gets a key with no history. Absent: no scripthash routes.
   */
  scripthash?(state: S, value: string | undefined): string
  /** Transactions as the network lists them. */
  txs(state: S, txids: readonly string[]): unknown[]
}

export const text = (value: string | number) => ({ text: String(value) })

/** A height, index or vout in the path, as electrs parses it: 400 "Invalid number" otherwise. */
function number(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw new HttpError(400, 'Invalid number')
  return Number(value)
}

export function blockOf<B>(chain: { blocksByHash: ReadonlyMap<string, B> }, hash?: string): B {
  const found = chain.blocksByHash.get(hex64(hash))
  if (!found) throw new HttpError(404, 'Block not found')
  return found
}

export function transactionOf<T>(chain: { txs: ReadonlyMap<string, T> }, txid?: string): T {
  const found = chain.txs.get(hex64(txid))
  if (!found) throw new HttpError(404, 'Transaction not found')
  return found
}

/** `count` blocks from `start` (default the tip) downwards, newest first. */
export function blocksFrom<B extends ChainBlock>(
  chain: { readonly tip: B; blockAt(height: number): B | undefined },
  start: string | undefined,
  count: number,
): B[] {
  const from = start === undefined ? chain.tip.height : integer(start)
  const out: B[] = []
  for (let h = Math.min(from, chain.tip.height); h >= 0 && out.length < count; h--) {
    const found = chain.blockAt(h)
    if (!found) break
    out.push(found)
  }
  return out
}

/** Esplora's address history page: mempool first (newest first), then confirmed newest first. */
export function addressHistory(
  chain: EsploraChain,
  address: string,
): { mempool: string[]; chain: string[] } {
  return {
    mempool: [...(chain.addressMempool.get(address) ?? [])].reverse(),
    chain: (chain.addressChain.get(address) ?? []).slice().reverse(),
  }
}

function outspend(chain: EsploraChain, txid: string, vout: number) {
  const spend = chain.spends.get(`${txid}:${vout}`)
  const spender = spend && chain.txs.get(spend.txid)
  return spend && spender
    ? { spent: true, txid: spend.txid, vin: spend.vin, status: statusJson(spender) }
    : { spent: false }
}

/**
 * The routes both networks answer alike: the tip, block hashes and txids, transaction status, merkle
 * proof and outspends, and the pages of an address's transactions.
 */
export function sharedChainRoutes<S extends { chain: EsploraChain }>(
  router: Router<S>,
  listing: AddressListing<S>,
): Router<S> {
  router
    .get('/blocks/tip/height', ({ state }) => text(state.chain.tip.height))
    .get('/blocks/tip/hash', ({ state }) => text(state.chain.tip.hash))
    .get('/block-height/:height', ({ state, params }) => {
      const found = state.chain.blockAt(number(params.height))
      if (!found) throw new HttpError(404, 'Block not found')
      return text(found.hash)
    })
    .get('/block/:hash/txids', ({ state, params }) => ({
      json: blockOf(state.chain, params.hash).txids,
    }))
    .get('/block/:hash/txid/:index', ({ state, params }) => {
      const txid = blockOf(state.chain, params.hash).txids[number(params.index)]
      if (!txid) throw new HttpError(404, 'tx index out of range')
      return text(txid)
    })
    // electrs answers a status for any txid: an unknown one is unconfirmed, not a 404.
    .get('/tx/:txid/status', ({ state, params }) => {
      const found = state.chain.txs.get(hex64(params.txid))
      return { json: found ? statusJson(found) : { confirmed: false } }
    })
    .get('/tx/:txid/merkle-proof', ({ state, params }) => {
      const c = transactionOf(state.chain, params.txid).confirmation
      if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
      // Stand-in transactions (old Lightning channels) confirm in blocks simnet does not hold.
      const block = state.chain.blocksByHash.get(c.hash)
      if (!block) throw new HttpError(404, 'Block of this transaction not found')
      const txids = block.txids
      return {
        json: { block_height: c.height, merkle: merkleBranch(txids, c.index), pos: c.index },
      }
    })
    // electrs looks the outpoint up without the transaction: unknown ones are simply unspent.
    .get('/tx/:txid/outspend/:vout', ({ state, params }) => ({
      json: outspend(state.chain, hex64(params.txid), number(params.vout)),
    }))
    .get('/tx/:txid/outspends', ({ state, params }) => {
      const record = transactionOf(state.chain, params.txid)
      return { json: record.outputs.map((_, vout) => outspend(state.chain, record.txid, vout)) }
    })
    // An unknown (or malformed) txid gets an empty list; more than 50 is a 400.
    .get('/txs/outspends', ({ state, query }) => {
      const list = query.get('txids')
      if (list === null) throw new HttpError(400, 'No txids specified')
      const txids = list.split(',')
      if (txids.length > 50) throw new HttpError(400, 'Too many txids requested')
      return {
        json: txids.map((txid) => {
          const record = state.chain.txs.get(txid.toLowerCase())
          return record
            ? record.outputs.map((_, vout) => outspend(state.chain, record.txid, vout))
            : []
        }),
      }
    })
  for (const [kind, keyOf] of [
    ['address', listing.address],
    ['scripthash', listing.scripthash],
  ] as const) {
    if (keyOf) historyRoutes(router, `/${kind}/:address`, keyOf, listing)
  }
  return router
}

/**
 * A txid cursor as electrs reads it (`parse::<Txid>().ok()`): one that is not a txid is no cursor at all
 * (mempool.js sends the literal `undefined` when it has none).
 */
const txidOrNone = (value: string | null | undefined): string | undefined =>
  value && /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : undefined

/**
 * The transaction pages of an address (or a script by its hash), as electrs pages them: `/txs` mempool
 * first then confirmed, 50 in all (`after_txid` pages on, 422 when unknown); `/txs/chain[/:last_seen]`
 * 25 confirmed a page (an unknown last_seen gives an empty page); `/txs/mempool` up to 50;
 * `/txs/summary[/:last_seen]` the confirmed history in short form (422 for an unknown last_seen).
 */
function historyRoutes<S extends { chain: EsploraChain }>(
  router: Router<S>,
  base: string,
  keyOf: (state: S, value: string | undefined) => string,
  listing: AddressListing<S>,
): void {
  const history = (state: S, value: string | undefined) =>
    addressHistory(state.chain, keyOf(state, value))
  router
    .get(`${base}/txs`, ({ state, params, query }) => {
      const { mempool, chain } = history(state, params.address)
      const after = txidOrNone(query.get('after_txid'))
      let list = [...mempool, ...chain]
      if (after) {
        const at = list.indexOf(after)
        if (at < 0) throw new HttpError(422, 'after_txid not found')
        list = list.slice(at + 1)
      }
      return { json: listing.txs(state, list.slice(0, 50)) }
    })
    .get(`${base}/txs/chain/:last?`, ({ state, params }) => {
      const { chain } = history(state, params.address)
      const last = txidOrNone(params.last)
      const start = last === undefined ? 0 : chain.indexOf(last) + 1
      const page = last !== undefined && start === 0 ? [] : chain.slice(start, start + 25)
      return { json: listing.txs(state, page) }
    })
    .get(`${base}/txs/mempool`, ({ state, params }) => ({
      json: listing.txs(state, history(state, params.address).mempool.slice(0, 50)),
    }))
    .get(`${base}/txs/summary/:last?`, ({ state, params }) => {
      const key = keyOf(state, params.address)
      const { chain, mempool } = addressHistory(state.chain, key)
      let start = 0
      const last = txidOrNone(params.last)
      if (last !== undefined) {
        start = chain.indexOf(last) + 1
        if (start === 0 && !mempool.includes(last) && !state.chain.txs.has(last)) {
          throw new HttpError(422, 'after_txid not found')
        }
      }
      // Both networks' records carry outputs and prevouts with their address and (explicit) value.
      const records = chain
        .slice(start)
        .map((txid) => state.chain.txs.get(txid) as unknown as SummaryTx)
      return { json: addressSummary(key, records) }
    })
}
