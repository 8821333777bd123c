import { t } from '@lingui/core/macro'
import { Amount } from '../../components/Amount'
import { AssetAmount } from './AssetAmount'
import { amountOf } from './extras/flowRows'
import type { AnyVout } from './model/types'

/**
 * The value of an output (or of the output an input spends): an amount in the chosen unit for Bitcoin and
 * L-BTC, "Confidential" for blinded Liquid amounts, the asset's own units and ticker for issued assets.
 * The flow diagram's `amountOf` tells which; with no native id given, L-BTC comes as an asset, and
 * AssetAmount names it.
 */
export function TxValue({ vout }: { vout: AnyVout }) {
  const amount = amountOf(vout, undefined)
  switch (amount.kind) {
    case 'sats':
      return <Amount sats={amount.sats} />
    case 'asset':
      return <AssetAmount assetId={amount.assetId} value={amount.value} />
    default:
      return <span className="tx-confidential">{t`Confidential`}</span>
  }
}
