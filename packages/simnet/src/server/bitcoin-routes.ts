import { addressScript } from '../bitcoin/script.js'
import { fromHashHex, sha256d } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import { blockRecords, isStale } from '../chain/reorg.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { blockJson, statusJson, txJson } from '../esplora/format.js'
import { addressOfScripthash } from '../esplora/scripthash.js'
import { packageRoutes } from './broadcast.js'
import {
  addressHistory,
  blockOf,
  blocksFrom,
  sharedChainRoutes,
  text,
  transactionOf,
} from './chain-routes.js'
import { bitcoinAddress, hex64 } from './checks.js'
import { HttpError, type Router } from './router.js'
import { checkAddressText, describeAddress, notAnAddress } from './validate-address.js'

function stats(sim: SimChain, address: string, txids: Iterable<string>) {
  const s = {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  }
  for (const txid of txids) {
    const record = sim.chain.txs.get(txid)
    if (!record) continue
    s.tx_count++
    for (const out of record.outputs) {
      if (out.address === address) {
        s.funded_txo_count++
        s.funded_txo_sum += out.value
      }
    }
    for (const prev of record.prevouts) {
      if (prev.address === address) {
        s.spent_txo_count++
        s.spent_txo_sum += prev.value
      }
    }
  }
  return s
}

/** The address key of a `/scripthash/:hash` parameter (a key with no history for an unknown script). */
function scripthashKey(sim: SimChain, value: string | undefined): string {
  if (!value || !/^[0-9a-fA-F]{64}$/.test(value)) throw new HttpError(400, 'Invalid scripthash')
  const hash = value.toLowerCase()
  // Scripts with confirmed history (an address seen only in the mempool is not indexed by script).
  const known = addressOfScripthash(
    sim.chain.addressChain,
    (address) => addressScript(address, sim.chain.params),
    hash,
  )
  return known ?? `scripthash:${hash}`
}

/** The address or script key of a stats or utxo route, and the field naming it in the answer. */
const keyOf = (sim: SimChain, kind: 'address' | 'scripthash', value: string | undefined) =>
  kind === 'address' ? bitcoinAddress(value, sim.chain.params) : scripthashKey(sim, value)

/** Esplora's (and mempool/electrs') REST routes for chain data of a Bitcoin network. */
export function bitcoinRoutes(router: Router<SimChain>): Router<SimChain> {
  sharedChainRoutes(router, {
    address: (state, value) => bitcoinAddress(value, state.chain.params),
    scripthash: scripthashKey,
    txs: (state, txids) => txids.map((txid) => txJson(state.chain.txs.get(txid) as TxRecord)),
  })
  packageRoutes(router).get('/v1/validate-address/:text', ({ state, params }) => ({
    json: validateAddress(state, params.text ?? ''),
  }))
  for (const kind of ['address', 'scripthash'] as const) {
    router
      .get(`/${kind}/:key`, ({ state, params }) => {
        const key = keyOf(state, kind, params.key)
        const history = addressHistory(state.chain, key)
        return {
          json: {
            [kind]: kind === 'address' ? key : params.key,
            chain_stats: stats(state, key, history.chain),
            mempool_stats: stats(state, key, history.mempool),
          },
        }
      })
      .get(`/${kind}/:key/utxo`, ({ state, params }) => ({
        json: utxosOf(state, keyOf(state, kind, params.key)),
      }))
  }
  return (
    router
      .get('/blocks/:start?', ({ state, params }) => ({
        json: blocksFrom(state.chain, params.start, 10).map(blockJson),
      }))
      .get('/block/:hash', ({ state, params }) => ({
        json: blockJson(blockOf(state.chain, params.hash)),
      }))
      // electrs answers a status for any hash (an unknown one is not in the best chain) and leaves
      // height and next_best out when it has none (off the best chain; next_best at the tip).
      .get('/block/:hash/status', ({ state, params }) => {
        const found = state.chain.blocksByHash.get(hex64(params.hash))
        if (!found || isStale(state.chain, found)) return { json: { in_best_chain: false } }
        const next = state.chain.blockAt(found.height + 1)
        return {
          json: {
            in_best_chain: true,
            height: found.height,
            ...(next ? { next_best: next.hash } : {}),
          },
        }
      })
      .get('/block/:hash/header', ({ state, params }) =>
        text(Buffer.from(blockOf(state.chain, params.hash).header).toString('hex')),
      )
      .get('/block/:hash/raw', ({ state, params }) => ({
        binary: rawBlock(state, blockOf(state.chain, params.hash)),
      }))
      .get('/block/:hash/txs/:start?', ({ state, params }) => {
        const found = blockOf(state.chain, params.hash)
        // electrs reads the start as a u32 or else 0: mempool.js sends the literal `undefined` for none.
        const start = /^\d{1,9}$/.test(params.start ?? '') ? Number(params.start) : 0
        if (start % 25 !== 0) throw new HttpError(400, 'start index must be a multipication of 25')
        if (start >= found.txids.length) throw new HttpError(404, 'start index out of range')
        // Each transaction carries the block's status: unconfirmed for a stale block's.
        const status = isStale(state.chain, found)
          ? { confirmed: false }
          : {
              confirmed: true,
              block_height: found.height,
              block_hash: found.hash,
              block_time: found.time,
            }
        return {
          json: blockRecords(state.chain, found)
            .slice(start, start + 25)
            .map((record) => txJson(record, status)),
        }
      })
      .get('/tx/:txid', ({ state, params }) => ({
        json: txJson(transactionOf(state.chain, params.txid)),
      }))
      .get('/tx/:txid/hex', ({ state, params }) =>
        text(Buffer.from(transactionOf(state.chain, params.txid).raw).toString('hex')),
      )
      .get('/tx/:txid/raw', ({ state, params }) => ({
        binary: transactionOf(state.chain, params.txid).raw,
      }))
      .get('/tx/:txid/merkleblock-proof', ({ state, params }) => {
        const record = transactionOf(state.chain, params.txid)
        const c = record.confirmation
        if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
        // Stand-in transactions (old Lightning channels) confirm in blocks simnet does not hold.
        const block = state.chain.blocksByHash.get(c.hash)
        if (!block) throw new HttpError(404, 'Block of this transaction not found')
        return text(merkleBlock(block, c.index))
      })
      .get('/mempool/txids', ({ state }) => ({ json: [...state.chain.mempool.keys()] }))
      .get('/mempool/recent', ({ state }) => ({
        json: [...state.chain.mempool.values()]
          .slice(-10)
          .reverse()
          .map((r) => ({
            txid: r.txid,
            fee: r.fee,
            vsize: r.vsize,
            value: r.outputs.reduce((n, o) => n + o.value, 0),
          })),
      }))
  )
}

/** mempool's `/v1/validate-address/:address`: bitcoind's `validateaddress` as it comes. */
function validateAddress(sim: SimChain, text: string) {
  checkAddressText(text)
  try {
    const script = addressScript(
      /^(bc|tb|bcrt)1/i.test(text) ? text.toLowerCase() : text,
      sim.chain.params,
    )
    return describeAddress(text, script)
  } catch {
    return notAnAddress
  }
}

/** An address's (or script's) unspent outputs, oldest first; electrs refuses more than it can list. */
function utxosOf(sim: SimChain, key: string) {
  const history = addressHistory(sim.chain, key)
  const utxos: { txid: string; vout: number; status: unknown; value: number }[] = []
  for (const txid of [...history.chain.slice().reverse(), ...history.mempool.slice().reverse()]) {
    const record = sim.chain.txs.get(txid) as TxRecord
    record.outputs.forEach((out, vout) => {
      if (out.address === key && !sim.chain.spends.has(`${txid}:${vout}`)) {
        utxos.push({ txid, vout, status: statusJson(record), value: out.value })
      }
    })
  }
  if (utxos.length > 500)
    throw new HttpError(
      400,
      'Too many unspent transaction outputs (>500). Contact support to raise limits.',
    )
  return utxos
}

/** The serialised block: header, transaction count, transactions. */
function rawBlock(sim: SimChain, found: BlockRecord): Uint8Array {
  const raws = blockRecords(sim.chain, found).map((record) => record.raw)
  return Buffer.concat([found.header, varint(raws.length), ...raws])
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/**
 * bitcoind's `merkleblock` for one transaction: header, transaction count, the hashes of a partial merkle
 * tree and its flag bits (BIP 37).
 */
function merkleBlock(found: BlockRecord, pos: number): string {
  const leaves = found.txids.map(fromHashHex)
  const width = (height: number) => (leaves.length + (1 << height) - 1) >> height
  let depth = 0
  while (width(depth) > 1) depth++
  const hashes: Uint8Array[] = []
  const bits: boolean[] = []
  const hashAt = (height: number, index: number): Uint8Array => {
    if (height === 0) return leaves[index] as Uint8Array
    const left = hashAt(height - 1, index * 2)
    const right = index * 2 + 1 < width(height - 1) ? hashAt(height - 1, index * 2 + 1) : left
    return sha256d(Buffer.concat([left, right]))
  }
  const walk = (height: number, index: number) => {
    const matched = pos >> height === index
    bits.push(matched)
    if (height === 0 || !matched) {
      hashes.push(hashAt(height, index))
      return
    }
    walk(height - 1, index * 2)
    if (index * 2 + 1 < width(height - 1)) walk(height - 1, index * 2 + 1)
  }
  walk(depth, 0)
  const flags = new Uint8Array(Math.ceil(bits.length / 8))
  bits.forEach((bit, i) => {
    if (bit) flags[i >> 3] = (flags[i >> 3] as number) | (1 << (i % 8))
  })
  const count = Buffer.alloc(4)
  count.writeUInt32LE(found.txids.length)
  return Buffer.concat([
    found.header,
    count,
    varint(hashes.length),
    ...hashes,
    varint(flags.length),
    flags,
  ]).toString('hex')
}
