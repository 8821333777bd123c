import { merkleBranch } from '../bitcoin/block.js'
import { fromHashHex, sha256d } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import { blockRecords, isStale } from '../chain/reorg.js'
import type { BlockRecord, TxRecord } from '../chain/types.js'
import { blockExtendedJson, blockJson, statusJson, txJson } from '../esplora/format.js'
import { bitcoinAddress, hex64, integer } from './checks.js'
import { HttpError, type Router } from './router.js'

const text = (value: string | number) => ({ text: String(value) })

function block(sim: SimChain, hash: string | undefined): BlockRecord {
  const found = sim.chain.blocksByHash.get(hex64(hash))
  if (!found) throw new HttpError(404, 'Block not found')
  return found
}

function transaction(sim: SimChain, txid: string | undefined): TxRecord {
  const found = sim.chain.txs.get(hex64(txid))
  if (!found) throw new HttpError(404, 'Transaction not found')
  return found
}

function outspend(sim: SimChain, txid: string, vout: number) {
  const spend = sim.chain.spends.get(`${txid}:${vout}`)
  const spender = spend && sim.chain.txs.get(spend.txid)
  return spend && spender
    ? { spent: true, txid: spend.txid, vin: spend.vin, status: statusJson(spender) }
    : { spent: false }
}

/** Esplora's address history page: mempool first (newest first), then confirmed newest first. */
function addressHistory(sim: SimChain, address: string): { mempool: string[]; chain: string[] } {
  const mempool = [...(sim.chain.addressMempool.get(address) ?? [])].reverse()
  const chain = sim.chain.addressChain.get(address) ?? []
  return { mempool, chain: chain.slice().reverse() }
}

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

/** Esplora's (and mempool/electrs') REST routes for chain data of a Bitcoin network. */
export function bitcoinRoutes(router: Router<SimChain>): Router<SimChain> {
  const tip = (sim: SimChain) => sim.chain.tip
  return router
    .get('/blocks/tip/height', ({ state }) => text(tip(state).height))
    .get('/blocks/tip/hash', ({ state }) => text(tip(state).hash))
    .get('/block-height/:height', ({ state, params }) => {
      const found = state.chain.blockAt(integer(params.height))
      if (!found) throw new HttpError(404, 'Block not found')
      return text(found.hash)
    })
    .get('/blocks/:start?', ({ state, params }) => ({
      json: blocksFrom(state, params.start, 10).map(blockJson),
    }))
    .get('/v1/blocks/:start?', ({ state, params }) => ({
      json: blocksFrom(state, params.start, 15).map((b) => blockExtendedJson(state.chain, b)),
    }))
    .get('/v1/block/:hash', ({ state, params }) => {
      const found = block(state, params.hash)
      const json = blockExtendedJson(state.chain, found)
      // A stale block (a reorg took it off the best chain) names the block that replaced it.
      if (!isStale(state.chain, found)) return { json }
      const canonical = state.chain.blockAt(found.height)?.hash
      return { json: { ...json, stale: true, ...(canonical ? { canonical } : {}) } }
    })
    .get('/v1/block/:hash/summary', ({ state, params }) => ({
      json: blockRecords(state.chain, block(state, params.hash)).map((r) => {
        return {
          txid: r.txid,
          fee: r.fee,
          vsize: r.vsize,
          value: r.outputs.reduce((n, o) => n + o.value, 0),
          rate: r.vsize ? r.fee / r.vsize : 0,
        }
      }),
    }))
    .get('/block/:hash', ({ state, params }) => ({ json: blockJson(block(state, params.hash)) }))
    .get('/block/:hash/status', ({ state, params }) => {
      const found = block(state, params.hash)
      if (isStale(state.chain, found))
        return { json: { in_best_chain: false, height: null, next_best: null } }
      const next = state.chain.blockAt(found.height + 1)
      return { json: { in_best_chain: true, height: found.height, next_best: next?.hash ?? null } }
    })
    .get('/block/:hash/header', ({ state, params }) =>
      text(Buffer.from(block(state, params.hash).header).toString('hex')),
    )
    .get('/block/:hash/raw', ({ state, params }) => ({
      binary: rawBlock(state, block(state, params.hash)),
    }))
    .get('/block/:hash/txids', ({ state, params }) => ({ json: block(state, params.hash).txids }))
    .get('/block/:hash/txid/:index', ({ state, params }) => {
      const txid = block(state, params.hash).txids[integer(params.index)]
      if (!txid) throw new HttpError(404, 'tx index out of range')
      return text(txid)
    })
    .get('/block/:hash/txs/:start?', ({ state, params }) => {
      const found = block(state, params.hash)
      const start = params.start === undefined ? 0 : integer(params.start)
      if (start % 25 !== 0) throw new HttpError(400, 'start index must be a multipication of 25')
      if (start >= found.txids.length) throw new HttpError(404, 'start index out of range')
      return {
        json: blockRecords(state.chain, found)
          .slice(start, start + 25)
          .map((record) => txJson(record, false)),
      }
    })
    .get('/tx/:txid', ({ state, params }) => ({ json: txJson(transaction(state, params.txid)) }))
    .get('/tx/:txid/status', ({ state, params }) => ({
      json: statusJson(transaction(state, params.txid)),
    }))
    .get('/tx/:txid/hex', ({ state, params }) =>
      text(Buffer.from(transaction(state, params.txid).raw).toString('hex')),
    )
    .get('/tx/:txid/raw', ({ state, params }) => ({ binary: transaction(state, params.txid).raw }))
    .get('/tx/:txid/merkle-proof', ({ state, params }) => {
      const record = transaction(state, params.txid)
      const c = record.confirmation
      if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
      const txids = (state.chain.blocksByHash.get(c.hash) as BlockRecord).txids
      return {
        json: { block_height: c.height, merkle: merkleBranch(txids, c.index), pos: c.index },
      }
    })
    .get('/tx/:txid/merkleblock-proof', ({ state, params }) => {
      const record = transaction(state, params.txid)
      const c = record.confirmation
      if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
      return text(merkleBlock(state.chain.blocksByHash.get(c.hash) as BlockRecord, c.index))
    })
    .get('/tx/:txid/outspend/:vout', ({ state, params }) => {
      const record = transaction(state, params.txid)
      const vout = integer(params.vout)
      if (vout >= record.outputs.length) throw new HttpError(404, 'Output not found')
      return { json: outspend(state, record.txid, vout) }
    })
    .get('/tx/:txid/outspends', ({ state, params }) => {
      const record = transaction(state, params.txid)
      return { json: record.outputs.map((_, vout) => outspend(state, record.txid, vout)) }
    })
    .get('/txs/outspends', ({ state, query }) => {
      const txids = (query.get('txids') ?? '').split(',').filter(Boolean).map(hex64)
      return {
        json: txids.map((txid) =>
          transaction(state, txid).outputs.map((_, vout) => outspend(state, txid, vout)),
        ),
      }
    })
    .get('/address/:address', ({ state, params }) => {
      const address = bitcoinAddress(params.address, state.chain.params)
      const history = addressHistory(state, address)
      return {
        json: {
          address,
          chain_stats: stats(state, address, history.chain),
          mempool_stats: stats(state, address, history.mempool),
        },
      }
    })
    .get('/address/:address/txs', ({ state, params, query }) => {
      const address = bitcoinAddress(params.address, state.chain.params)
      const history = addressHistory(state, address)
      const after = query.get('after_txid')
      let list = [...history.mempool, ...history.chain]
      if (after) {
        const at = list.indexOf(hex64(after))
        if (at < 0) throw new HttpError(422, 'after_txid not found')
        list = list.slice(at + 1)
      }
      return {
        json: list.slice(0, 50).map((txid) => txJson(state.chain.txs.get(txid) as TxRecord)),
      }
    })
    .get('/address/:address/txs/chain/:last?', ({ state, params }) => {
      const address = bitcoinAddress(params.address, state.chain.params)
      const history = addressHistory(state, address).chain
      const start = params.last === undefined ? 0 : history.indexOf(hex64(params.last)) + 1
      if (params.last !== undefined && start === 0)
        throw new HttpError(422, 'last_seen_txid not found')
      return {
        json: history
          .slice(start, start + 25)
          .map((txid) => txJson(state.chain.txs.get(txid) as TxRecord)),
      }
    })
    .get('/address/:address/txs/mempool', ({ state, params }) => {
      const address = bitcoinAddress(params.address, state.chain.params)
      return {
        json: addressHistory(state, address)
          .mempool.slice(0, 50)
          .map((txid) => txJson(state.chain.txs.get(txid) as TxRecord)),
      }
    })
    .get('/address/:address/utxo', ({ state, params }) => {
      const address = bitcoinAddress(params.address, state.chain.params)
      const history = addressHistory(state, address)
      const utxos: { txid: string; vout: number; status: unknown; value: number }[] = []
      for (const txid of [
        ...history.chain.slice().reverse(),
        ...history.mempool.slice().reverse(),
      ]) {
        const record = state.chain.txs.get(txid) as TxRecord
        record.outputs.forEach((out, vout) => {
          if (out.address === address && !state.chain.spends.has(`${txid}:${vout}`)) {
            utxos.push({ txid, vout, status: statusJson(record), value: out.value })
          }
        })
      }
      if (utxos.length > 500)
        throw new HttpError(
          400,
          'Too many unspent transaction outputs (>500). Contact support to raise limits.',
        )
      return { json: utxos }
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
}

/** `count` blocks from `start` (default the tip) downwards, newest first. */
function blocksFrom(sim: SimChain, start: string | undefined, count: number): BlockRecord[] {
  const from = start === undefined ? sim.chain.tip.height : integer(start)
  const out: BlockRecord[] = []
  for (let h = Math.min(from, sim.chain.tip.height); h >= 0 && out.length < count; h--) {
    const found = sim.chain.blockAt(h)
    if (!found) break
    out.push(found)
  }
  return out
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
