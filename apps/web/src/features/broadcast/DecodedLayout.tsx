import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

interface DecodedInputBase {
  txid: string
  vout: number
  coinbase: boolean
}

interface DecodedLayoutProps<I extends DecodedInputBase, O> {
  tx: {
    txid: string
    size: number
    vsize: number
    weight: number
    version: number
    locktime: number
    inputs: readonly I[]
    outputs: readonly O[]
  }
  /** After the sizes, e.g. " (segwit)". */
  sizeNote?: string
  fee: ReactNode
  outputsHeading: ReactNode
  /** What follows an input's outpoint (its value, peg-in, warnings). */
  inputExtra: (input: I, index: number) => ReactNode
  output: (output: O, index: number) => ReactNode
}

/** The layout Bitcoin's and Liquid's decoded views share: facts, then inputs beside outputs. */
export function DecodedLayout<I extends DecodedInputBase, O>(props: DecodedLayoutProps<I, O>) {
  const { tx, sizeNote = '', fee, outputsHeading, inputExtra, output } = props
  const network = useNetwork()
  const inputCount = tx.inputs.length
  return (
    <section
      className="broadcast-decoded"
      data-testid="broadcast-decoded"
      aria-label={t`Decoded transaction`}
    >
      <dl className="broadcast-facts">
        <dt>{t`Txid`}</dt>
        <dd className="mono" data-testid="broadcast-txid">
          {tx.txid}
        </dd>
        <dt>{t`Size`}</dt>
        <dd>
          {tx.size} B, {tx.vsize} vB, {tx.weight} WU{sizeNote}
        </dd>
        <dt>{t`Version, locktime`}</dt>
        <dd>
          {tx.version}, {tx.locktime}
        </dd>
        <dt>{t`Fee`}</dt>
        <dd data-testid="broadcast-fee">{fee}</dd>
      </dl>
      <div className="broadcast-io">
        <div>
          <h2>{t`Inputs (${inputCount})`}</h2>
          <ol className="broadcast-list" data-testid="broadcast-inputs">
            {tx.inputs.map((input, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a pasted transaction may spend one outpoint twice; the index is the identity.
              <li key={i}>
                {input.coinbase ? (
                  t({ message: 'coinbase', context: 'an input' })
                ) : (
                  <Link
                    className="mono"
                    to={networkPath(network, `/tx/${input.txid}:${input.vout}`)}
                  >
                    {input.txid}:{input.vout}
                  </Link>
                )}
                {inputExtra(input, i)}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h2>{outputsHeading}</h2>
          <ol className="broadcast-list" data-testid="broadcast-outputs">
            {tx.outputs.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: outputs are identified by their index.
              <li key={i}>{output(o, i)}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
