import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { usePrevouts } from './usePrevouts'

/** A decoded transaction before it is sent: ids, sizes, what it spends and pays, and its fee when known. */
export function DecodedView({ tx }: { tx: DecodedTransaction }) {
  const network = useNetwork()
  const prevouts = usePrevouts(tx)
  const total = tx.outputs.reduce((n, o) => n + o.value, 0)
  return (
    <section
      className="broadcast-decoded"
      data-testid="broadcast-decoded"
      aria-label="Decoded transaction"
    >
      <dl className="broadcast-facts">
        <dt>Txid</dt>
        <dd className="mono" data-testid="broadcast-txid">
          {tx.txid}
        </dd>
        <dt>Size</dt>
        <dd>
          {tx.size} B, {tx.vsize} vB, {tx.weight} WU{tx.segwit ? ' (segwit)' : ''}
        </dd>
        <dt>Version, locktime</dt>
        <dd>
          {tx.version}, {tx.locktime}
        </dd>
        <dt>Fee</dt>
        <dd data-testid="broadcast-fee">
          {prevouts.fee !== undefined && prevouts.feeRate !== undefined ? (
            <>
              <Amount sats={prevouts.fee} /> ({prevouts.feeRate.toFixed(2)} sat/vB)
            </>
          ) : prevouts.tooMany ? (
            'not computed: too many previous transactions to fetch'
          ) : prevouts.failed.length || prevouts.missing.length ? (
            'unknown: some spent outputs are not known to the data service'
          ) : (
            'looking up the spent outputs…'
          )}
        </dd>
      </dl>
      <div className="broadcast-io">
        <div>
          <h2>Inputs ({tx.inputs.length})</h2>
          <ol className="broadcast-list" data-testid="broadcast-inputs">
            {tx.inputs.map((input, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a pasted transaction may spend one outpoint twice; the index is the identity.
              <li key={i}>
                {input.coinbase ? (
                  'coinbase'
                ) : (
                  <Link
                    className="mono"
                    to={networkPath(network, `/tx/${input.txid}:${input.vout}`)}
                  >
                    {input.txid}:{input.vout}
                  </Link>
                )}{' '}
                {prevouts.inputs[i] !== undefined && <Amount sats={prevouts.inputs[i]} />}
                {prevouts.missing.includes(i) && (
                  <span className="broadcast-warn"> no such output</span>
                )}
                {prevouts.failed.includes(input.txid) && (
                  <span className="broadcast-warn"> previous transaction not found</span>
                )}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h2>
            Outputs ({tx.outputs.length}, <Amount sats={total} />)
          </h2>
          <ol className="broadcast-list" data-testid="broadcast-outputs">
            {tx.outputs.map((output, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outputs are identified by their index.
              <li key={i}>
                <Amount sats={output.value} />{' '}
                <span className="mono muted">{output.scriptPubKey}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
