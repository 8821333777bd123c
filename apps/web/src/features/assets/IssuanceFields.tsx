import { t } from '@lingui/core/macro'
import type { LiquidIssuance } from '@outpoint/explorer-client'
import { formatAssetAmount } from '../../format/amount'
import { useAssetInfo } from '../transaction/useAssetInfo'
import { AssetField } from './AssetField'

/** An explicit amount in the asset's units (base units while its precision is unknown), or why not. */
function amountText(value: number | undefined, commitment: string | undefined, precision: number) {
  if (value !== undefined) return formatAssetAmount(value, precision)
  return commitment ? t`Confidential` : '0'
}

/**
 * An input's issuance in its expanded details: the asset (linked to its page), the amount issued and
 * the reissuance tokens made, each explicit or confidential.
 */
export function IssuanceFields({ issuance }: { issuance: LiquidIssuance }) {
  const info = useAssetInfo(issuance.asset_id)
  const precision = info?.precision ?? 0
  const unit = info?.label ?? ''
  return (
    <>
      <AssetField
        label={issuance.is_reissuance ? t`Reissued asset` : t`Issued asset`}
        assetId={issuance.asset_id}
      />
      <div className="tx-script">
        <dt>{issuance.is_reissuance ? t`Amount reissued` : t`Amount issued`}</dt>
        <dd data-testid="tx-issuance-amount">
          {amountText(issuance.assetamount, issuance.assetamountcommitment, precision)} {unit}
        </dd>
      </div>
      {issuance.is_reissuance ? null : (
        <div className="tx-script">
          <dt>{t`Reissuance tokens`}</dt>
          <dd>{amountText(issuance.tokenamount, issuance.tokenamountcommitment, 0)}</dd>
        </div>
      )}
    </>
  )
}
