import type { Confidential, DecodedLiquidTransaction } from '@outpoint/explorer-client/tx'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'

function AmountOf({ value }: { value: Confidential<number> }) {
  if (value === null) return <span className="muted">no amount</span>
  return 'explicit' in value ? <Amount sats={value.explicit} /> : <span>confidential amount</span>
}

const assetText = (asset: Confidential<string>) =>
  asset === null ? 'no asset' : 'explicit' in asset ? asset.explicit : 'confidential asset'

/** A decoded Liquid transaction before it is sent: amounts and assets shown where explicit. */
export function LiquidDecodedView({ tx }: { tx: DecodedLiquidTransaction }) {
  const network = useNetwork()
  const fee = tx.outputs.reduce(
    (n, o) => n + (o.fee && o.value && 'explicit' in o.value ? o.value.explicit : 0),
    0,
  )
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
          {tx.size} B, {tx.vsize} vB, {tx.weight} WU
        </dd>
        <dt>Version, locktime</dt>
        <dd>
          {tx.version}, {tx.locktime}
        </dd>
        <dt>Fee</dt>
        <dd data-testid="broadcast-fee">
          <Amount sats={fee} /> ({(fee / tx.vsize).toFixed(2)} sat/vB)
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
                )}
                {input.pegin && <span className="muted"> peg-in</span>}
                {input.issuance && <span className="muted"> issuance</span>}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h2>Outputs ({tx.outputs.length})</h2>
          <ol className="broadcast-list" data-testid="broadcast-outputs">
            {tx.outputs.map((output, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outputs are identified by their index.
              <li key={i}>
                {output.fee ? 'fee ' : ''}
                <AmountOf value={output.value} />{' '}
                <span className="mono muted">{assetText(output.asset)}</span>{' '}
                <span className="mono muted">{output.scriptPubKey}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
