import type { IssuedAssetStats, NativeAssetStats } from '@outpoint/explorer-client'
import { statusJson } from '../esplora/format.js'
import { displayHex } from './bytes.js'
import type { LiquidSim, RegisteredAsset } from './state.js'
import type { AssetEvent, LiquidTxRecord } from './types.js'

/*
 * Assets as electrs serves them (mempool/electrs src/elements/asset.rs): the native asset (L-BTC) with
 * peg and burn statistics, issued assets with issuance statistics and, when the registry knows them,
 * its metadata flattened in. Statistics are computed from the transactions' asset events, separately
 * for the chain and the mempool.
 */

/** The records with events of an asset: confirmed ones in chain order, or the mempool's. */
function recordsOf(sim: LiquidSim, asset: string, confirmed: boolean): LiquidTxRecord[] {
  const txids = confirmed
    ? (sim.chain.assetChain.get(asset) ?? [])
    : [...(sim.chain.assetMempool.get(asset) ?? [])]
  return txids.map((txid) => sim.chain.txs.get(txid)).filter((r): r is LiquidTxRecord => !!r)
}

const eventsOf = (records: LiquidTxRecord[], asset: string): AssetEvent[] =>
  records.flatMap((r) => r.events.filter((e) => e.asset === asset))

export function nativeStats(sim: LiquidSim, confirmed: boolean): NativeAssetStats {
  const asset = sim.params.nativeAsset
  const records = recordsOf(sim, asset, confirmed)
  const stats: NativeAssetStats = {
    tx_count: records.length,
    peg_in_count: 0,
    peg_in_amount: 0,
    peg_out_count: 0,
    peg_out_amount: 0,
    burn_count: 0,
    burned_amount: 0,
  }
  for (const event of eventsOf(records, asset)) {
    if (event.kind === 'pegin') {
      stats.peg_in_count++
      stats.peg_in_amount += event.value
    } else if (event.kind === 'pegout') {
      stats.peg_out_count++
      stats.peg_out_amount += event.value
    } else if (event.kind === 'burn') {
      stats.burn_count++
      stats.burned_amount += event.value
    }
  }
  return stats
}

function burned(sim: LiquidSim, asset: string, confirmed: boolean): number {
  return eventsOf(recordsOf(sim, asset, confirmed), asset).reduce(
    (n, e) => n + (e.kind === 'burn' ? e.value : 0),
    0,
  )
}

export function issuedStats(sim: LiquidSim, asset: string, confirmed: boolean): IssuedAssetStats {
  const records = recordsOf(sim, asset, confirmed)
  const token = sim.chain.issuances.get(asset)?.reissuanceToken
  const stats: IssuedAssetStats = {
    tx_count: records.length,
    issuance_count: 0,
    issued_amount: 0,
    burned_amount: 0,
    has_blinded_issuances: false,
    reissuance_tokens: null,
    burned_reissuance_tokens: token ? burned(sim, token, confirmed) : 0,
  }
  for (const event of eventsOf(records, asset)) {
    if (event.kind === 'issuance') {
      stats.issuance_count++
      if (event.amount === undefined) stats.has_blinded_issuances = true
      else stats.issued_amount += event.amount
      // Only the initial issuance creates tokens; a blinded count is unknown (null).
      if (!event.reissuance) stats.reissuance_tokens = event.tokens ?? null
    } else if (event.kind === 'burn') {
      stats.burned_amount += event.value
    }
  }
  return stats
}

/** The registry entry of an asset on this network. */
export const registryEntry = (sim: LiquidSim, asset: string): RegisteredAsset | undefined =>
  sim.registry.find((r) => r.assetId === asset)

/** The registry metadata electrs flattens into an asset (`AssetMeta`). */
export function assetMeta(entry: RegisteredAsset) {
  const { contract } = entry
  return {
    contract,
    entity: contract.entity,
    precision: contract.precision,
    name: contract.name,
    ticker: contract.ticker,
  }
}

/** Whether the chain knows an asset: L-BTC, or an asset with an issuance (confirmed or not). */
export const isKnownAsset = (sim: LiquidSim, asset: string): boolean =>
  asset === sim.params.nativeAsset || sim.chain.issuances.has(asset)

/**
 * `/asset/:id`: the native asset's peg statistics, or an issued asset's issuance and registry data;
 * undefined for an unknown asset.
 */
export function assetJson(sim: LiquidSim, asset: string) {
  if (asset === sim.params.nativeAsset) {
    return {
      asset_id: asset,
      chain_stats: nativeStats(sim, true),
      mempool_stats: nativeStats(sim, false),
    }
  }
  const issuance = sim.chain.issuances.get(asset)
  const record = issuance && sim.chain.txs.get(issuance.txid)
  if (!issuance || !record) return undefined
  const entry = registryEntry(sim, asset)
  const contractHash = issuance.contractHash.some((b) => b !== 0)
  return {
    asset_id: asset,
    issuance_txin: { txid: issuance.txid, vin: issuance.vin },
    issuance_prevout: issuance.prevout,
    reissuance_token: issuance.reissuanceToken,
    ...(contractHash ? { contract_hash: displayHex(issuance.contractHash) } : {}),
    status: statusJson(record),
    chain_stats: issuedStats(sim, asset, true),
    mempool_stats: issuedStats(sim, asset, false),
    ...(entry ? assetMeta(entry) : {}),
  }
}

/** Precision electrs divides by for `/supply/decimal`: 8 for L-BTC, the registry's, else 0. */
export const precisionOf = (sim: LiquidSim, asset: string): number =>
  asset === sim.params.nativeAsset ? 8 : (registryEntry(sim, asset)?.contract.precision ?? 0)

/**
 * Circulating supply in base units, chain and mempool together: peg-ins less peg-outs and burns for
 * L-BTC, issued less burned for issued assets; undefined when an issuance is blinded.
 */
export function supplyOf(sim: LiquidSim, asset: string): number | undefined {
  if (asset === sim.params.nativeAsset) {
    const [c, m] = [nativeStats(sim, true), nativeStats(sim, false)]
    return (
      c.peg_in_amount -
      c.peg_out_amount -
      c.burned_amount +
      m.peg_in_amount -
      m.peg_out_amount -
      m.burned_amount
    )
  }
  const [c, m] = [issuedStats(sim, asset, true), issuedStats(sim, asset, false)]
  if (c.has_blinded_issuances || m.has_blinded_issuances) return undefined
  return c.issued_amount - c.burned_amount + m.issued_amount - m.burned_amount
}

/** `/supply/decimal`: divided by 10^precision as electrs prints an f64 (no exponent, shortest form). */
export function decimalSupply(supply: number, precision: number): string {
  if (precision === 0) return String(supply)
  return String(supply / 10 ** precision)
}

/** An asset's history: mempool newest first, and confirmed newest first. */
export function assetHistory(
  sim: LiquidSim,
  asset: string,
): { mempool: string[]; chain: string[] } {
  return {
    mempool: [...(sim.chain.assetMempool.get(asset) ?? [])].reverse(),
    chain: (sim.chain.assetChain.get(asset) ?? []).slice().reverse(),
  }
}
