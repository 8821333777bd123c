import { t } from '@lingui/core/macro'
import { formatAmount, formatAssetAmount } from '../../../format/amount'
import type { Unit } from '../../../settings/settings'
import { shortId } from '../model/assets'
import type { AssetInfo } from '../useAssetInfo'
import type { FlowAmount } from './flowRows'

/** Longest label drawn beside a band; the full text is in the band's tooltip. */
export const maxLabelChars = 40
/** A label's width in the diagram's units before it is measured: 10 px text, a little wide to be safe. */
export const charWidth = 6.4

/** An amount as the transaction's rows say it: the chosen unit, the asset's own units and ticker, or why not. */
export function amountText(
  amount: FlowAmount,
  unit: Unit,
  liquid: boolean,
  assets: ReadonlyMap<string, AssetInfo>,
): string {
  switch (amount.kind) {
    case 'sats':
      return formatAmount(amount.sats, unit, liquid)
    case 'asset': {
      const info = assets.get(amount.assetId)
      const precision = info?.precision ?? 0
      return `${formatAssetAmount(amount.value, precision)} ${info?.label ?? shortId(amount.assetId)}`
    }
    case 'confidential':
      return t`Confidential`
    case 'mixed':
      return t`several assets`
    case 'unknown':
      return ''
  }
}

/** Addresses shortened to their ends; descriptions (with spaces) are short already. */
export function shortLabel(text: string): string {
  return text.length > 16 && !text.includes(' ') ? `${text.slice(0, 7)}…${text.slice(-6)}` : text
}

/** Cut to `max` characters with an ellipsis, so a label fits beside its band. */
export function fitLabel(text: string, max = maxLabelChars): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
