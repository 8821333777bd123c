import { Amount } from '../../components/Amount'
import { formatAssetAmount } from '../../format/amount'
import { useAssetInfo } from './useAssetInfo'

/** An amount of a Liquid asset: the native coin in the chosen unit, others in their units and ticker. */
export function AssetAmount({ assetId, value }: { assetId: string; value: number }) {
  const asset = useAssetInfo(assetId)
  if (!asset || asset.native) return <Amount sats={value} />
  return (
    <span className="amount" title={assetId}>
      {formatAssetAmount(value, asset.precision)} {asset.label}
    </span>
  )
}
