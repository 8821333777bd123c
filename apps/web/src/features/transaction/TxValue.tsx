import { Amount } from '../../components/Amount'
import { AssetAmount } from './AssetAmount'
import type { AnyVout } from './model/types'

/**
 * The value of an output (or of the output an input spends): an amount in the chosen unit for Bitcoin and
 * L-BTC, "Confidential" for blinded Liquid amounts, the asset's own units and ticker for issued assets.
 */
export function TxValue({ vout }: { vout: AnyVout }) {
  const assetId = 'asset' in vout ? vout.asset : undefined
  if (vout.value === undefined || ('assetcommitment' in vout && assetId === undefined)) {
    return <span className="tx-confidential">Confidential</span>
  }
  return assetId === undefined ? (
    <Amount sats={vout.value} />
  ) : (
    <AssetAmount assetId={assetId} value={vout.value} />
  )
}
