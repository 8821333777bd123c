import type { LiquidUtxo, Utxo } from '@outpoint/explorer-client'
import { useState } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'

const firstRows = 25
const moreRows = 100

/** Unspent outputs, newest first, a few at a time: the busy address has hundreds. */
export function UtxoList({ utxos }: { utxos: readonly (Utxo | LiquidUtxo)[] }) {
  const network = useNetwork()
  const [shown, setShown] = useState(firstRows)
  const sorted = [...utxos].sort(
    (a, b) =>
      (b.status.block_height ?? Number.POSITIVE_INFINITY) -
      (a.status.block_height ?? Number.POSITIVE_INFINITY),
  )
  return (
    <section className="addr-section" data-testid="address-utxos">
      <h2>Unspent outputs</h2>
      {sorted.length === 0 ? <p className="muted">None.</p> : null}
      <ul className="addr-utxos">
        {sorted.slice(0, shown).map((utxo) => (
          <li key={`${utxo.txid}:${utxo.vout}`} className="addr-utxo">
            <Link className="addr-mono" to={networkPath(network, `/tx/${utxo.txid}:${utxo.vout}`)}>
              {utxo.txid}:{utxo.vout}
            </Link>
            <span className="muted">
              {utxo.status.confirmed ? `block ${utxo.status.block_height}` : 'unconfirmed'}
            </span>
            <span className="addr-num">
              {utxo.value === undefined ? 'Confidential' : <Amount sats={utxo.value} />}
            </span>
          </li>
        ))}
      </ul>
      {sorted.length > shown ? (
        <button type="button" onClick={() => setShown((n) => n + moreRows)}>
          Show {Math.min(moreRows, sorted.length - shown)} more of {sorted.length - shown}
        </button>
      ) : null}
    </section>
  )
}
