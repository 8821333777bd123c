import { plural, t } from '@lingui/core/macro'
import type { LiquidUtxo } from '@outpoint/explorer-client'
import { formatAssetAmount } from '../../format/amount'
import { useAssetInfo } from '../transaction/useAssetInfo'
import { assetBalances } from './liquidAssets'

function AssetRow({ asset, value, outputs }: { asset: string; value: number; outputs: number }) {
  const info = useAssetInfo(asset)
  return (
    <tr>
      <td className="addr-mono" title={asset}>
        {info?.label ?? asset}
      </td>
      <td className="addr-num">{formatAssetAmount(value, info?.precision ?? 0)}</td>
      <td className="addr-num">{outputs}</td>
    </tr>
  )
}

/**
 * Liquid balances per asset, as far as anyone but the owner can see them: the explicit unspent outputs.
 * Liquid's address stats have no sums, and blinded outputs hide both amount and asset.
 */
export function LiquidAssets({ utxos }: { utxos: readonly LiquidUtxo[] }) {
  const { explicit, confidential } = assetBalances(utxos)
  return (
    <section className="addr-section" data-testid="address-assets">
      <h2>{t`Balances per asset`}</h2>
      <p className="muted">
        {t`Liquid hides the amounts and assets of blinded outputs; these totals are of the unspent outputs that show theirs.`}{' '}
        {plural(confidential, {
          one: '# unspent output is confidential.',
          other: '# unspent outputs are confidential.',
        })}
      </p>
      {explicit.length > 0 ? (
        <table className="addr-table">
          <thead>
            <tr>
              <th>{t`Asset`}</th>
              <th className="addr-num">
                {t({ message: 'Unspent', context: 'table column: unspent amount' })}
              </th>
              <th className="addr-num">{t`Outputs`}</th>
            </tr>
          </thead>
          <tbody>
            {explicit.map((row) => (
              <AssetRow key={row.asset} {...row} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
