import { t } from '@lingui/core/macro'
import { txFeatures } from './model/features'
import type { AnyTransaction } from './model/types'

/** SegWit, Taproot and RBF badges; what is absent is said too, so "no RBF" is not mistaken for unknown. */
export function TxFeatures({ tx }: { tx: AnyTransaction }) {
  const features = txFeatures(tx)
  // The names are the protocol's; what each means, and its absence, are said in the reader's language.
  const badges: [string, boolean, string, string][] = [
    ['SegWit', features.segwit, t`Spends with witness data`, t`Not spends with witness data`],
    ['Taproot', features.taproot, t`Spends a Taproot output`, t`Not spends a Taproot output`],
    [
      'RBF',
      features.rbf,
      t`Signals opt-in replace-by-fee (BIP 125)`,
      t`Not signals opt-in replace-by-fee (BIP 125)`,
    ],
  ]
  return (
    <span className="tx-features" data-testid="tx-features">
      {badges.map(([name, on, title, absent]) => (
        <span
          key={name}
          className={on ? 'tx-badge tx-badge-on' : 'tx-badge tx-badge-off'}
          title={on ? title : absent}
          data-on={on}
        >
          {on ? name : <s>{name}</s>}
        </span>
      ))}
    </span>
  )
}
