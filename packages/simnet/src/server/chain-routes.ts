import { merkleBranch } from '../bitcoin/block.js'
import type { Spend } from '../chain/spends.js'
import type { Confirmation } from '../chain/types.js'
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
  /** Transactions as the network lists them. */
  txs(state: S, txids: readonly string[]): unknown[]
}

export const text = (value: string | number) => ({ text: String(value) })

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
  return router
    .get('/blocks/tip/height', ({ state }) => text(state.chain.tip.height))
    .get('/blocks/tip/hash', ({ state }) => text(state.chain.tip.hash))
    .get('/block-height/:height', ({ state, params }) => {
      const found = state.chain.blockAt(integer(params.height))
      if (!found) throw new HttpError(404, 'Block not found')
      return text(found.hash)
    })
    .get('/block/:hash/txids', ({ state, params }) => ({
      json: blockOf(state.chain, params.hash).txids,
    }))
    .get('/block/:hash/txid/:index', ({ state, params }) => {
      const txid = blockOf(state.chain, params.hash).txids[integer(params.index)]
      if (!txid) throw new HttpError(404, 'tx index out of range')
      return text(txid)
    })
    .get('/tx/:txid/status', ({ state, params }) => ({
      json: statusJson(transactionOf(state.chain, params.txid)),
    }))
    .get('/tx/:txid/merkle-proof', ({ state, params }) => {
      const c = transactionOf(state.chain, params.txid).confirmation
      if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
      const txids = (state.chain.blocksByHash.get(c.hash) as ChainBlock).txids
      return {
        json: { block_height: c.height, merkle: merkleBranch(txids, c.index), pos: c.index },
      }
    })
    .get('/tx/:txid/outspend/:vout', ({ state, params }) => {
      const record = transactionOf(state.chain, params.txid)
      const vout = integer(params.vout)
      if (vout >= record.outputs.length) throw new HttpError(404, 'Output not found')
      return { json: outspend(state.chain, record.txid, vout) }
    })
    .get('/tx/:txid/outspends', ({ state, params }) => {
      const record = transactionOf(state.chain, params.txid)
      return { json: record.outputs.map((_, vout) => outspend(state.chain, record.txid, vout)) }
    })
    .get('/txs/outspends', ({ state, query }) => {
      const txids = (query.get('txids') ?? '').split(',').filter(Boolean).map(hex64)
      return {
        json: txids.map((txid) =>
          transactionOf(state.chain, txid).outputs.map((_, vout) =>
            outspend(state.chain, txid, vout),
          ),
        ),
      }
    })
    .get('/address/:address/txs', ({ state, params, query }) => {
      const history = addressHistory(state.chain, listing.address(state, params.address))
      const after = query.get('after_txid')
      let list = [...history.mempool, ...history.chain]
      if (after) {
        const at = list.indexOf(hex64(after))
        if (at < 0) throw new HttpError(422, 'after_txid not found')
        list = list.slice(at + 1)
      }
      return { json: listing.txs(state, list.slice(0, 50)) }
    })
    .get('/address/:address/txs/chain/:last?', ({ state, params }) => {
      const history = addressHistory(state.chain, listing.address(state, params.address)).chain
      const start = params.last === undefined ? 0 : history.indexOf(hex64(params.last)) + 1
      if (params.last !== undefined && start === 0)
        throw new HttpError(422, 'last_seen_txid not found')
      return { json: listing.txs(state, history.slice(start, start + 25)) }
    })
    .get('/address/:address/txs/mempool', ({ state, params }) => {
      const history = addressHistory(state.chain, listing.address(state, params.address))
      return { json: listing.txs(state, history.mempool.slice(0, 50)) }
    })
}
