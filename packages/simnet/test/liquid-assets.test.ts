import {
  assetTransactionPages,
  type ExplorerClient,
  getAsset,
  getAssetIcon,
  getAssetIcons,
  getAssetSupply,
  getAssetTransactions,
  getFeaturedAssets,
  getTransaction,
  HttpRequestError,
  InvalidParameterError,
  isIssuedAsset,
  type LiquidTransaction,
  NotFoundError,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LiquidSim } from '../src/liquid/sim.js'
import { failure } from './client-helpers.js'
import { fixture } from './fixtures.js'
import { liquidClient } from './liquid-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// The explorer client's asset actions against simnet's Liquid network over HTTP. Ids, names and contracts
// are the recorded registry's; the figures are checked against the transactions served with them.

interface RecordedAsset {
  asset_id: string
  name: string
  ticker: string
  precision: number
  entity: { domain: string }
  issuance_prevout: { txid: string; vout: number }
}
const recorded = fixture('frontend-cypress/assets.json') as Record<string, RecordedAsset>
const usdt = 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2'
const lbtc = '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d'

let running: RunningSimnet
let sim: LiquidSim
let client: ExplorerClient<'liquid'>

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.liquid('liquid')
  client = liquidClient(running.host)
}, 60_000)

afterAll(() => running.close())

/** Every confirmed transaction of an asset, through the client's pager. */
async function allChainTxs(assetId: string): Promise<LiquidTransaction[]> {
  const txs: LiquidTransaction[] = []
  for await (const page of assetTransactionPages(client, { assetId })) txs.push(...page)
  return txs
}

/** What a transaction does to an asset, read from its JSON as electrs indexes it. */
function touches(tx: LiquidTransaction, assetId: string): boolean {
  const issues = tx.vin.some((v) => v.issuance?.asset_id === assetId)
  const burns = tx.vout.some(
    (o) =>
      o.scriptpubkey_type === 'op_return' && !o.pegout && o.asset === assetId && (o.value ?? 0) > 0,
  )
  if (assetId !== lbtc) return issues || burns
  return burns || tx.vin.some((v) => v.is_pegin) || tx.vout.some((o) => o.pegout)
}

describe('issued assets', () => {
  test.each(Object.values(recorded))(
    '$ticker: the registry data, and an issuance that derives its id',
    async (entry) => {
      const asset = await getAsset(client, { assetId: entry.asset_id })
      if (!isIssuedAsset(asset)) throw new Error('expected an issued asset')
      expect(asset.asset_id).toBe(entry.asset_id)
      expect([asset.name, asset.ticker, asset.precision, asset.entity]).toEqual([
        entry.name,
        entry.ticker,
        entry.precision,
        entry.entity,
      ])
      expect(asset.contract).toMatchObject({ name: entry.name, ticker: entry.ticker })
      expect(asset.issuance_prevout).toEqual(entry.issuance_prevout)
      expect(asset.status.confirmed).toBe(true)
      const tx = await getTransaction(client, { txid: asset.issuance_txin.txid })
      const vin = tx.vin[asset.issuance_txin.vin]
      expect(vin?.issuance).toMatchObject({
        asset_id: entry.asset_id,
        is_reissuance: false,
        contract_hash: asset.contract_hash,
      })
      expect(vin && { txid: vin.txid, vout: vin.vout }).toEqual(entry.issuance_prevout)
      // The issuing outpoint is from before the history: electrs has no prevout for it.
      expect(vin?.prevout).toBeNull()
    },
  )

  test('USDt: every page of its history is an issuance, reissuance or burn of it, newest first', async () => {
    const asset = await getAsset(client, { assetId: usdt })
    if (!isIssuedAsset(asset)) throw new Error('expected an issued asset')
    const txs = await allChainTxs(usdt)
    expect(txs.length).toBe(asset.chain_stats.tx_count)
    expect(txs.length).toBeGreaterThan(25)
    // 25 a page, as electrs; `/txs` gives the mempool's then the first chain page.
    const firstPage = await getAssetTransactions(client, { assetId: usdt })
    expect(firstPage.map((t) => t.txid)).toEqual(txs.slice(0, 25).map((t) => t.txid))
    const second = await getAssetTransactions(client, {
      assetId: usdt,
      lastSeenTxid: txs[24]?.txid,
    })
    expect(second.map((t) => t.txid)).toEqual(txs.slice(25, 50).map((t) => t.txid))
    const all = await fetch(`http://${running.host}/liquid/api/asset/${usdt}/txs`)
    const mixed = (await all.json()) as LiquidTransaction[]
    expect(mixed.length).toBe(asset.mempool_stats.tx_count + 25)
    expect(new Set(txs.map((t) => t.txid)).size).toBe(txs.length)
    expect(txs.every((t) => touches(t, usdt) && t.status?.confirmed)).toBe(true)
    const heights = txs.map((t) => t.status?.block_height ?? 0)
    expect(heights).toEqual(heights.slice().sort((a, b) => b - a))
    // The stats add up from the transactions.
    const issuances = txs.flatMap((t) =>
      t.vin.flatMap((v) => (v.issuance?.asset_id === usdt ? [v.issuance] : [])),
    )
    expect(issuances.length).toBe(asset.chain_stats.issuance_count)
    expect(issuances.reduce((n, i) => n + (i.assetamount ?? 0), 0)).toBe(
      asset.chain_stats.issued_amount,
    )
    const burned = txs.flatMap((t) =>
      t.vout.filter((o) => o.scriptpubkey_type === 'op_return' && o.asset === usdt),
    )
    expect(burned.reduce((n, o) => n + (o.value ?? 0), 0)).toBe(asset.chain_stats.burned_amount)
    // Reissuances name the asset's entropy and a blinding nonce; the first issuance its contract.
    const reissue = issuances.find((i) => i.is_reissuance)
    expect(reissue?.asset_blinding_nonce).toMatch(/^[0-9a-f]{64}$/)
    expect(reissue?.contract_hash).toBeUndefined()
    expect(new Set(issuances.map((i) => i.asset_entropy)).size).toBe(1)
  })

  test('USDt: mempool transactions, and a supply of chain plus mempool', async () => {
    const asset = await getAsset(client, { assetId: usdt })
    if (!isIssuedAsset(asset)) throw new Error('expected an issued asset')
    const mempool = await getAssetTransactions(client, { assetId: usdt, isMempool: true })
    expect(mempool.length).toBe(asset.mempool_stats.tx_count)
    expect(mempool.length).toBeGreaterThan(0)
    expect(mempool.every((t) => !t.status?.confirmed && touches(t, usdt))).toBe(true)
    const { chain_stats: c, mempool_stats: m } = asset
    const supply = await getAssetSupply(client, { assetId: usdt })
    expect(supply).toBe(
      String(c.issued_amount - c.burned_amount + m.issued_amount - m.burned_amount),
    )
    const decimal = await getAssetSupply(client, { assetId: usdt, decimal: true })
    expect(Number(decimal)).toBeCloseTo(Number(supply) / 1e8, 8)
    expect(decimal).toMatch(/^\d+\.\d+$/)
  })

  test('an asset without precision gives the same decimal supply; a blinded issuance has none', async () => {
    const jpys = Object.values(recorded).find((r) => r.precision === 0)?.asset_id ?? ''
    expect(await getAssetSupply(client, { assetId: jpys, decimal: true })).toBe(
      await getAssetSupply(client, { assetId: jpys }),
    )
    const blinded = [...sim.chain.issuances.keys()].find((id) =>
      [...sim.chain.txs.values()].some((r) =>
        r.events.some((e) => e.kind === 'issuance' && e.asset === id && e.amount === undefined),
      ),
    )
    if (!blinded) throw new Error('no blinded issuance in the history')
    const error = await failure(getAssetSupply(client, { assetId: blinded }))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 400, body: 'Asset supply is blinded' })
    const asset = await getAsset(client, { assetId: blinded })
    expect(isIssuedAsset(asset) && asset.chain_stats.has_blinded_issuances).toBe(true)
    // Not in the registry: no name, no ticker, and no icon.
    expect(asset).not.toHaveProperty('name')
    expect(await failure(getAssetIcon(client, { assetId: blinded }))).toBeInstanceOf(NotFoundError)
  })
})

describe('L-BTC', () => {
  test('its peg and burn stats match its history, and give its supply', async () => {
    const asset = await getAsset(client, { assetId: lbtc })
    expect(isIssuedAsset(asset)).toBe(false)
    if (isIssuedAsset(asset)) return
    const txs = await allChainTxs(lbtc)
    expect(txs.length).toBe(asset.chain_stats.tx_count)
    expect(txs.every((t) => touches(t, lbtc))).toBe(true)
    const pegouts = txs.flatMap((t) => t.vout.filter((o) => o.pegout))
    expect(pegouts.length).toBe(asset.chain_stats.peg_out_count)
    expect(pegouts.reduce((n, o) => n + (o.value ?? 0), 0)).toBe(asset.chain_stats.peg_out_amount)
    expect(txs.flatMap((t) => t.vin.filter((v) => v.is_pegin)).length).toBe(
      asset.chain_stats.peg_in_count,
    )
    const { chain_stats: c, mempool_stats: m } = asset
    const supply = c.peg_in_amount - c.peg_out_amount - c.burned_amount
    const pending = m.peg_in_amount - m.peg_out_amount - m.burned_amount
    expect(await getAssetSupply(client, { assetId: lbtc })).toBe(String(supply + pending))
    expect(m.peg_in_count).toBeGreaterThan(0)
    const mempool = await getAssetTransactions(client, { assetId: lbtc, isMempool: true })
    expect(mempool.length).toBe(m.tx_count)
  })

  test('peg-outs name the parent chain and a Bitcoin address; peg-ins have no prevout', async () => {
    const [tx] = await getAssetTransactions(client, { assetId: lbtc })
    expect(tx).toBeDefined()
    const txs = await allChainTxs(lbtc)
    const pegout = txs.flatMap((t) => t.vout.flatMap((o) => (o.pegout ? [o] : [])))[0]
    expect(pegout?.pegout?.genesis_hash).toBe(
      '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    )
    expect(pegout?.pegout?.scriptpubkey_address).toMatch(/^(bc1|1|3)/)
    expect(pegout?.asset).toBe(lbtc)
    const pegin = txs.flatMap((t) => t.vin.filter((v) => v.is_pegin))[0]
    expect(pegin?.prevout).toBeNull()
  })
})

describe('icons and featured assets', () => {
  test('every id with an icon has a PNG; the list has L-BTC and the registry assets', async () => {
    const ids = await getAssetIcons(client)
    expect(ids.sort()).toEqual([lbtc, ...Object.keys(recorded)].sort())
    for (const assetId of ids) {
      const png = await getAssetIcon(client, { assetId })
      expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    }
    const response = await fetch(`http://${running.host}/liquid/api/v1/asset/${usdt}/icon`)
    expect(response.headers.get('content-type')).toBe('image/png')
    const error = await failure(getAssetIcon(client, { assetId: 'ab'.repeat(32) }))
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).body).toBe('Asset icon not found')
  })

  test('featured assets are the registry assets, by name', async () => {
    const featured = await getFeaturedAssets(client)
    expect(featured.map((f) => f.name).sort()).toEqual(
      Object.values(recorded)
        .map((r) => r.name)
        .sort(),
    )
    expect(featured.find((f) => f.ticker === 'USDt')?.asset).toBe(usdt)
  })
})

describe('errors', () => {
  test('unknown assets answer 404, bad ids are refused, assets need a Liquid client', async () => {
    const unknown = await failure(getAsset(client, { assetId: '00'.repeat(32) }))
    expect(unknown).toBeInstanceOf(NotFoundError)
    expect((unknown as NotFoundError).body).toBe('Asset id not found')
    expect(await failure(getAssetSupply(client, { assetId: '00'.repeat(32) }))).toBeInstanceOf(
      NotFoundError,
    )
    expect(await failure(getAsset(client, { assetId: 'xyz' }))).toBeInstanceOf(
      InvalidParameterError,
    )
    const response = await fetch(`http://${running.host}/liquid/api/asset/xyz`)
    expect([response.status, await response.text()]).toEqual([400, 'Invalid hex string'])
  })

  test('the asset registry lists the registry assets with their total', async () => {
    const response = await fetch(
      `http://${running.host}/liquid/api/assets/registry?sort_field=name`,
    )
    expect(response.headers.get('x-total-results')).toBe(String(Object.keys(recorded).length))
    const assets = (await response.json()) as { name: string }[]
    expect(assets.map((a) => a.name)).toEqual(
      Object.values(recorded)
        .map((r) => r.name)
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    )
  })
})
