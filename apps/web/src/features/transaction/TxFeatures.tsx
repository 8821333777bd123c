import { txFeatures } from './model/features'
import type { AnyTransaction } from './model/types'

/** SegWit, Taproot and RBF badges; what is absent is said too, so "no RBF" is not mistaken for unknown. */
export function TxFeatures({ tx }: { tx: AnyTransaction }) {
  const features = txFeatures(tx)
  const badges: [string, boolean, string][] = [
    ['SegWit', features.segwit, 'Spends with witness data'],
    ['Taproot', features.taproot, 'Spends a Taproot output'],
    ['RBF', features.rbf, 'Signals opt-in replace-by-fee (BIP 125)'],
  ]
  return (
    <span className="tx-features" data-testid="tx-features">
      {badges.map(([name, on, title]) => (
        <span
          key={name}
          className={on ? 'tx-badge tx-badge-on' : 'tx-badge tx-badge-off'}
          title={on ? title : `Not ${title.charAt(0).toLowerCase()}${title.slice(1)}`}
          data-on={on}
        >
          {on ? name : <s>{name}</s>}
        </span>
      ))}
    </span>
  )
}
