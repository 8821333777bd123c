import { addressOfScripthash } from '../esplora/scripthash.js'
import { decodeLiquidAddress, scriptAddress } from '../liquid/address.js'
import { assetRoutes } from '../liquid/asset-routes.js'
import {
  blockExtendedJson,
  blockJson,
  isCached,
  liquidV1BlockJson,
} from '../liquid/block-format.js'
import { fullHeader, fullTxBytes, rawBlock } from '../liquid/bytes-of.js'
import { explicitTotal, txJson, txsJson, utxoJson } from '../liquid/format.js'
import { liquidParams } from '../liquid/params.js'
import type { LiquidSim } from '../liquid/sim.js'
import type { LiquidTxRecord } from '../liquid/types.js'
import { validateLiquidAddress } from '../liquid/validate-address.js'
import {
  addressHistory,
  blockOf,
  blocksFrom,
  sharedChainRoutes,
  text,
  transactionOf,
} from './chain-routes.js'
import { hex64 } from './checks.js'
import { liquidMempoolRoutes } from './liquid-mempool-routes.js'
import { liquidPegRoutes } from './liquid-peg-routes.js'
import { type Handler, HttpError, type Router } from './router.js'

const hexText = (bytes: Uint8Array) => text(Buffer.from(bytes).toString('hex'))
const recordOf = (sim: LiquidSim, txid: string) => sim.chain.txs.get(txid) as LiquidTxRecord

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

/** The history key of a `/scripthash/:hash` parameter: the address whose script hashes to it. */
function scripthash(sim: LiquidSim, value: string | undefined): string {
  if (!value || !/^[0-9a-fA-F]{64}$/.test(value)) throw new HttpError(400, 'Invalid scripthash')
  const hash = value.toLowerCase()
  const scriptOf = (key: string) =>
    decodeLiquidAddress(key, sim.params.address)?.script ?? new Uint8Array()
  return addressOfScripthash(sim.chain.addressChain, scriptOf, hash) ?? `scripthash:${hash}`
}

type Kind = 'address' | 'scripthash'
const keyOf = (sim: LiquidSim, kind: Kind, value: string | undefined) =>
  kind === 'address' ? address(sim, value) : scripthash(sim, value)

/** `/address/:a` or `/scripthash/:h`: Elements' stats (counts only), under the parameter's key. */
const statsOf: (kind: Kind) => Handler<LiquidSim> =
  (kind) =>
  ({ state, params }) => {
    const key = keyOf(state, kind, params.address)
    const history = addressHistory(state.chain, key)
    return {
      json: {
        [kind]: params.address,
        chain_stats: stats(state, key, history.chain),
        mempool_stats: stats(state, key, history.mempool),
      },
    }
  }

/** `/address/:a/utxo` or `/scripthash/:h/utxo`: unspent outputs, oldest first; electrs refuses too many. */
const utxosOf: (kind: Kind) => Handler<LiquidSim> =
  (kind) =>
  ({ state, params }) => {
    const key = keyOf(state, kind, params.address)
    const history = addressHistory(state.chain, key)
    const utxos: { record: LiquidTxRecord; vout: number }[] = []
    for (const txid of [...history.chain.slice().reverse(), ...history.mempool.slice().reverse()]) {
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
  }

/** The esplora (electrs, `liquid` feature) and mempool routes of a Liquid network. */
function chainRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return (
    sharedChainRoutes(router, {
      address,
      scripthash,
      txs: (state, txids) => txsJson(state.chain, txids),
    })
      // electrs leaves the header extension out of block lists.
      .get('/blocks/:start?', ({ state, params }) => ({
        json: blocksFrom(state.chain, params.start, 10).map((b) =>
          blockJson(state.chain, b, false),
        ),
      }))
      // mempool's legacy block list on Liquid: 15 blocks down from `parseInt(:height) || tip`, capped at
      // the tip (so 0, a word or a height above the tip all start at the tip): cached ones with extras,
      // older ones as electrs serves them (with ext, without bits).
      .get('/v1/blocks/:start?', ({ state, params }) => {
        const tip = state.chain.tip.height
        const from = Math.min(Number.parseInt(params.start ?? '', 10) || tip, tip)
        // A negative height has no hash: mempool's lookup fails.
        if (from < 0) throw new HttpError(500, 'Failed to get blocks')
        return {
          json: blocksFrom(state.chain, String(from), 15).map((b) =>
            isCached(state.chain, b)
              ? blockExtendedJson(state.chain, b)
              : blockJson(state.chain, b),
          ),
        }
      })
      .get('/v1/validate-address/:text', ({ state, params }) => ({
        json: validateLiquidAddress(params.text ?? '', state.params.address),
      }))
      .get('/v1/block/:hash', ({ state, params }) => ({
        json: liquidV1BlockJson(state.chain, blockOf(state.chain, params.hash)),
      }))
      .get('/v1/block/:hash/summary', ({ state, params }) => ({
        json: blockOf(state.chain, params.hash).txids.map((txid) => {
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
        json: blockJson(state.chain, blockOf(state.chain, params.hash)),
      }))
      // electrs: any hash has a status (an unknown one is off the best chain); height and next_best are
      // left out when there is none (next_best at the tip), never null.
      .get('/block/:hash/status', ({ state, params }) => {
        const found = state.chain.blocksByHash.get(hex64(params.hash))
        if (!found) return { json: { in_best_chain: false } }
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
        hexText(fullHeader(state.chain, blockOf(state.chain, params.hash))),
      )
      .get('/block/:hash/raw', ({ state, params }) => ({
        binary: rawBlock(state.chain, blockOf(state.chain, params.hash)),
      }))
      .get('/block/:hash/txs/:start?', ({ state, params }) => {
        const found = blockOf(state.chain, params.hash)
        // electrs reads the start as a u32 or else 0: mempool.js sends the literal `undefined` for none.
        const start = /^\d{1,9}$/.test(params.start ?? '') ? Number(params.start) : 0
        if (start % 25 !== 0) throw new HttpError(400, 'start index must be a multipication of 25')
        if (start >= found.txids.length) throw new HttpError(404, 'start index out of range')
        return {
          json: found.txids
            .slice(start, start + 25)
            // electrs sets every transaction's status here too (rest.rs: prepare_txs with the block).
            .map((txid) => txJson(state.chain, recordOf(state, txid))),
        }
      })
      .get('/tx/:txid', ({ state, params }) => ({
        json: txJson(state.chain, transactionOf(state.chain, params.txid)),
      }))
      .get('/tx/:txid/hex', ({ state, params }) =>
        hexText(fullTxBytes(state.chain, transactionOf(state.chain, params.txid))),
      )
      .get('/tx/:txid/raw', ({ state, params }) => ({
        binary: fullTxBytes(state.chain, transactionOf(state.chain, params.txid)),
      }))
      .get('/address/:address', statsOf('address'))
      .get('/address/:address/utxo', utxosOf('address'))
      // electrs answers the same for `/scripthash/:hash` (the SHA-256 of the script), under that key.
      .get('/scripthash/:address', statsOf('scripthash'))
      .get('/scripthash/:address/utxo', utxosOf('scripthash'))
  )
}

/**
 * Esplora and mempool routes of the Liquid networks, with Elements' shapes: blocks without bits, nonce or
 * difficulty but with `ext`, blinded amounts and assets, peg-ins, peg-outs, issuances, address stats
 * without sums, and the asset routes. No `/tx/:txid/merkleblock-proof` (electrs has none on Liquid).
 */
export function liquidRoutes(router: Router<LiquidSim>): Router<LiquidSim> {
  return liquidPegRoutes(assetRoutes(liquidMempoolRoutes(chainRoutes(router))))
}
