import { plural, t } from '@lingui/core/macro'
import type { LiquidUtxo, Utxo } from '@outpoint/explorer-client'
import { useState } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { formatInteger } from '../../format/number'

const firstRows = 25
const moreRows = 100

/** Where the output is: its block's height, or unconfirmed. */
function UtxoStatus({ height }: { height: number | undefined }) {
  return height === undefined ? t`unconfirmed` : t`block ${height}`
}

/** Unspent outputs, newest first, a few at a time: the busy address has hundreds. */
export function UtxoList({ utxos }: { utxos: readonly (Utxo | LiquidUtxo)[] }) {
  const network = useNetwork()
  const [shown, setShown] = useState(firstRows)
  const rest = utxos.length - shown
  const more = Math.min(moreRows, rest)
  const left = formatInteger(rest)
  const sorted = [...utxos].sort(
    (a, b) =>
      (b.status.block_height ?? Number.POSITIVE_INFINITY) -
      (a.status.block_height ?? Number.POSITIVE_INFINITY),
  )
  return (
    <section className="addr-section" data-testid="address-utxos">
      <h2>{t`Unspent outputs`}</h2>
      {sorted.length === 0 ? (
        <p className="muted">{t({ message: 'None.', comment: 'no unspent outputs' })}</p>
      ) : null}
      <ul className="addr-utxos">
        {sorted.slice(0, shown).map((utxo) => (
          <li key={`${utxo.txid}:${utxo.vout}`} className="addr-utxo">
            <Link className="addr-mono" to={networkPath(network, `/tx/${utxo.txid}:${utxo.vout}`)}>
              {utxo.txid}:{utxo.vout}
            </Link>
            <span className="muted">
              <UtxoStatus height={utxo.status.confirmed ? utxo.status.block_height : undefined} />
            </span>
            <span className="addr-num">
              {utxo.value === undefined ? t`Confidential` : <Amount sats={utxo.value} />}
            </span>
          </li>
        ))}
      </ul>
      {sorted.length > shown ? (
        <button type="button" onClick={() => setShown((n) => n + moreRows)}>
          {plural(more, { one: `Show # more of ${left}`, other: `Show # more of ${left}` })}
        </button>
      ) : null}
    </section>
  )
}
