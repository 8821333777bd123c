import type { Network, Simnet } from './fixtures'

export const nativeAsset = {
  liquid: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  liquidtestnet: '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
} as const

interface Vin {
  issuance?: { asset_id: string; is_reissuance: boolean }
}

export interface IssuedAssetJson {
  asset_id: string
  name?: string
  ticker?: string
  chain_stats: {
    tx_count: number
    has_blinded_issuances: boolean
    issued_amount: number
    issuance_count: number
  }
}

/**
 * The newest confirmed issued asset that `wanted` accepts, found by walking the chain down from the tip
 * (simnet issues unregistered assets now and then, some blinded; its README). Ten blocks at a time.
 */
export async function findIssuedAsset(
  simnet: Simnet,
  network: Network,
  wanted: (asset: IssuedAssetJson) => boolean,
): Promise<IssuedAssetJson> {
  const tip = await simnet.tipHeight(network)
  const seen = new Set<string>()
  for (let top = tip; top > tip - 5000; top -= 10) {
    const heights = Array.from({ length: 10 }, (_, i) => top - i)
    const batches = await Promise.all(
      heights.map(async (height) => {
        const hash = (await simnet.apiText(network, `/block-height/${height}`)).trim()
        return simnet.api<{ vin: Vin[] }[]>(network, `/block/${hash}/txs`)
      }),
    )
    const ids = batches
      .flat()
      .flatMap((tx) => tx.vin.flatMap((v) => (v.issuance ? [v.issuance.asset_id] : [])))
      .filter((id) => !seen.has(id))
    for (const id of ids) {
      seen.add(id)
      const asset = await simnet.api<IssuedAssetJson>(network, `/asset/${id}`)
      if (wanted(asset)) return asset
    }
  }
  throw new Error(`no such asset in the last 5,000 blocks of ${network}`)
}

/** Tether USD (ticker USDt, precision 8): registered on simnet's Liquid, its issuances explicit. */
export const usdtAsset = 'ce091c998b83c78bb71a632313ba3760f1763d9cfcffae02258ffa9865a37bd2'

/** The transaction that first issued `assetId`. */
export async function issuanceTxid(
  simnet: Simnet,
  network: Network,
  assetId: string,
): Promise<string> {
  const asset = await simnet.api<{ issuance_txin: { txid: string } }>(network, `/asset/${assetId}`)
  return asset.issuance_txin.txid
}
