import { merkleBranch } from '../bitcoin/block.js'
import { statusJson } from '../esplora/format.js'
import { decodeLiquidAddress, scriptAddress } from '../liquid/address.js'
import { assetRoutes } from '../liquid/asset-routes.js'
import { blockExtendedJson, blockJson } from '../liquid/block-format.js'
import { fullHeader, fullTxBytes, rawBlock } from '../liquid/bytes-of.js'
import { explicitTotal, txJson, utxoJson } from '../liquid/format.js'
import { liquidParams } from '../liquid/params.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidBlockRecord, LiquidTxRecord } from '../liquid/types.js'
import { hex64, integer } from './checks.js'
import { liquidMempoolRoutes } from './liquid-mempool-routes.js'
import { HttpError, type Router } from './router.js'

const text = (value: string | number) => ({ text: String(value) })
const hexText = (bytes: Uint8Array) => text(Buffer.from(bytes).toString('hex'))

function block(sim: LiquidSim, hash: string | undefined): LiquidBlockRecord {
  const found = sim.chain.blocksByHash.get(hex64(hash))
  if (!found) throw new HttpError(404, 'Block not found')
  return found
}

function transaction(sim: LiquidSim, txid: string | undefined): LiquidTxRecord {
  const found = sim.chain.txs.get(hex64(txid))
  if (!found) throw new HttpError(404, 'Transaction not found')
  return found
}

const recordOf = (sim: LiquidSim, txid: string) => sim.chain.txs.get(txid) as LiquidTxRecord
const txsJson = (sim: LiquidSim, txids: string[]) =>
  txids.map((txid) => txJson(sim.chain, recordOf(sim, txid)))

function outspend(sim: LiquidSim, txid: string, vout: number) {
  const spend = sim.chain.spends.get(`${txid}:${vout}`)
  const spender = spend && sim.chain.txs.get(spend.txid)
  return spend && spender
    ? { spent: true, txid: spend.txid, vin: spend.vin, status: statusJson(spender) }
    : { spent: false }
}

/**
 * The unconfidential address an address parameter pays to (confidential ones carry a blinding key but
 * pay the same script, and electrs keys histories by script): 400 otherwise.
 */
function address(sim: LiquidSim, value: string | undefined): string {
  const decoded = value ? decodeLiquidAddress(value, sim.params.address) : undefined
  const canonical = decoded && scriptAddress(decoded.script, sim.params.address)
  if (canonical) return canonical
  const other = Object.values(liquidParams).find((p) => p.name !== sim.name)
  if (value && other && decodeLiquidAddress(value, other.address)) {
    throw new HttpError(400, 'Address on invalid network')
  }
  throw new HttpError(400, 'Invalid Liquid address')
}

function addressHistory(sim: LiquidSim, key: string): { mempool: string[]; chain: string[] } {
  return {
    mempool: [...(sim.chain.addressMempool.get(key) ?? [])].reverse(),
    chain: (sim.chain.addressChain.get(key) ?? []).slice().reverse(),
  }
}

/** Elements' address stats: counts only, no `*_txo_sum` (amounts may be blinded). */
function stats(sim: LiquidSim, key: string, txids: Iterable<string>) {
  const s = { tx_count: 0, funded_txo_count: 0, spent_txo_count: 0 }
  for (const txid of txids) {
    const record = sim.chain.txs.get(txid)
    if (!record) continue
    s.tx_count++
    for (const out of record.outputs) if (out.address === key) s.funded_txo_count++
    for (const prev of record.prevouts) if (prev?.address === key) s.spent_txo_count++
  }
  return s
}

/** `count` blocks from `start` (default the tip) downwards, newest first. */
function blocksFrom(sim: LiquidSim, start: string | undefined, count: number): LiquidBlockRecord[] {
  const from = start === undefined ? sim.chain.tip.height : integer(start)
  const out: LiquidBlockRecord[] = []
  for (let h = Math.min(from, sim.chain.tip.height); out.length < count; h--) {
    const found = sim.chain.blockAt(h)
    if (!found) break
    out.push(found)
  }
  return out
}

/** The esplora (electrs, `liquid` feature) and mempool routes of a Liquid network. */
function chainRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  const tip = (sim: LiquidSim) => sim.chain.tip
  return (
    router
      .get('/blocks/tip/height', ({ state }) => text(tip(state).height))
      .get('/blocks/tip/hash', ({ state }) => text(tip(state).hash))
      .get('/block-height/:height', ({ state, params }) => {
        const found = state.chain.blockAt(integer(params.height))
        if (!found) throw new HttpError(404, 'Block not found')
        return text(found.hash)
      })
      // electrs leaves the header extension out of block lists.
      .get('/blocks/:start?', ({ state, params }) => ({
        json: blocksFrom(state, params.start, 10).map((b) => blockJson(state.chain, b, false)),
      }))
      .get('/v1/blocks/:start?', ({ state, params }) => ({
        json: blocksFrom(state, params.start, 15).map((b) => blockExtendedJson(state.chain, b)),
      }))
      .get('/v1/block/:hash', ({ state, params }) => ({
        json: blockExtendedJson(state.chain, block(state, params.hash)),
      }))
      .get('/v1/block/:hash/summary', ({ state, params }) => ({
        json: block(state, params.hash).txids.map((txid) => {
          const r = recordOf(state, txid)
          return {
            txid,
            fee: r.fee,
            vsize: r.vsize,
            value: explicitTotal(r),
            rate: r.discountVsize ? r.fee / r.discountVsize : 0,
          }
        }),
      }))
      .get('/block/:hash', ({ state, params }) => ({
        json: blockJson(state.chain, block(state, params.hash)),
      }))
      .get('/block/:hash/status', ({ state, params }) => {
        const found = block(state, params.hash)
        const next = state.chain.blockAt(found.height + 1)
        return {
          json: { in_best_chain: true, height: found.height, next_best: next?.hash ?? null },
        }
      })
      .get('/block/:hash/header', ({ state, params }) =>
        hexText(fullHeader(state.chain, block(state, params.hash))),
      )
      .get('/block/:hash/raw', ({ state, params }) => ({
        binary: rawBlock(state.chain, block(state, params.hash)),
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
        if (start >= found.txids.length) throw new HttpError(404, 'start index out of range')
        if (start % 25 !== 0) throw new HttpError(400, 'start index must be a multipication of 25')
        return {
          json: found.txids
            .slice(start, start + 25)
            .map((txid) => txJson(state.chain, recordOf(state, txid), false)),
        }
      })
      .get('/tx/:txid', ({ state, params }) => ({
        json: txJson(state.chain, transaction(state, params.txid)),
      }))
      .get('/tx/:txid/status', ({ state, params }) => ({
        json: statusJson(transaction(state, params.txid)),
      }))
      .get('/tx/:txid/hex', ({ state, params }) =>
        hexText(fullTxBytes(state.chain, transaction(state, params.txid))),
      )
      .get('/tx/:txid/raw', ({ state, params }) => ({
        binary: fullTxBytes(state.chain, transaction(state, params.txid)),
      }))
      .get('/tx/:txid/merkle-proof', ({ state, params }) => {
        const c = transaction(state, params.txid).confirmation
        if (!c) throw new HttpError(404, 'Transaction not found or is unconfirmed')
        const txids = (state.chain.blocksByHash.get(c.hash) as LiquidBlockRecord).txids
        return {
          json: { block_height: c.height, merkle: merkleBranch(txids, c.index), pos: c.index },
        }
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
        const key = address(state, params.address)
        const history = addressHistory(state, key)
        return {
          json: {
            address: params.address,
            chain_stats: stats(state, key, history.chain),
            mempool_stats: stats(state, key, history.mempool),
          },
        }
      })
      .get('/address/:address/txs', ({ state, params, query }) => {
        const history = addressHistory(state, address(state, params.address))
        const after = query.get('after_txid')
        let list = [...history.mempool, ...history.chain]
        if (after) {
          const at = list.indexOf(hex64(after))
          if (at < 0) throw new HttpError(422, 'after_txid not found')
          list = list.slice(at + 1)
        }
        return { json: txsJson(state, list.slice(0, 50)) }
      })
      .get('/address/:address/txs/chain/:last?', ({ state, params }) => {
        const history = addressHistory(state, address(state, params.address)).chain
        const start = params.last === undefined ? 0 : history.indexOf(hex64(params.last)) + 1
        if (params.last !== undefined && start === 0)
          throw new HttpError(422, 'last_seen_txid not found')
        return { json: txsJson(state, history.slice(start, start + 25)) }
      })
      .get('/address/:address/txs/mempool', ({ state, params }) => ({
        json: txsJson(
          state,
          addressHistory(state, address(state, params.address)).mempool.slice(0, 50),
        ),
      }))
      .get('/address/:address/utxo', ({ state, params }) => {
        const key = address(state, params.address)
        const history = addressHistory(state, key)
        const utxos: { record: LiquidTxRecord; vout: number }[] = []
        for (const txid of [
          ...history.chain.slice().reverse(),
          ...history.mempool.slice().reverse(),
        ]) {
          const record = recordOf(state, txid)
          record.outputs.forEach((out, vout) => {
            if (out.address === key && !state.chain.spends.has(`${txid}:${vout}`))
              utxos.push({ record, vout })
          })
        }
        if (utxos.length > 500)
          throw new HttpError(
            400,
            'Too many unspent transaction outputs (>500). Contact support to raise limits.',
          )
        return { json: utxos.map((u) => utxoJson(state.chain, u.record, u.vout)) }
      })
  )
}

/**
 * Esplora and mempool routes of the Liquid networks, with Elements' shapes: blocks without bits, nonce or
 * difficulty but with `ext`, blinded amounts and assets, peg-ins, peg-outs, issuances, address stats
 * without sums, and the asset routes. No `/tx/:txid/merkleblock-proof` (electrs has none on Liquid).
 */
export function liquidRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return assetRoutes(liquidMempoolRoutes(chainRoutes(router)))
}
