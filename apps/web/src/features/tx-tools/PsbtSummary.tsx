import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatList } from '../../format/list'
import type { Psbt, PsbtInput } from './psbt/psbt'

/** "Input 0: finalized (final witness); spent output in the PSBT". */
function inputLine(input: PsbtInput, index: number): string {
  const prevout = input.prevout ? t`spent output in the PSBT` : t`spent output looked up`
  if (input.finalized) {
    const how = input.finalScriptWitness ? t`final witness` : t`final scriptSig`
    return t`Input ${index}: finalized (${how}); ${prevout}`
  }
  if (input.signatures > 0) {
    return plural(input.signatures, {
      one: `Input ${index}: # signature, not finalized; ${prevout}`,
      other: `Input ${index}: # signatures, not finalized; ${prevout}`,
    })
  }
  return t`Input ${index}: not signed; ${prevout}`
}

/** A PSBT's state: per input whether it is signed or finalized, and the network transaction once it can be built. */
export function PsbtSummary({ psbt }: { psbt: Psbt }) {
  const pending = psbt.inputs.flatMap((input, i) => (input.finalized ? [] : [i]))
  const n = psbt.inputs.length
  const finalized = n - pending.length
  const list = formatList(pending.map(String))
  const txid = psbt.extracted?.tx.txid
  return (
    <section className="psbt-summary" data-testid="psbt-summary" aria-label="PSBT">
      <h2>PSBT</h2>
      <p data-testid="psbt-state">
        {pending.length === 0
          ? plural(n, {
              one: 'Finalized: its input has final scripts.',
              other: 'Finalized: all # inputs have final scripts.',
            })
          : plural(n, {
              one: `Not finalized: ${finalized} of # input finalized.`,
              other: `Not finalized: ${finalized} of # inputs finalized.`,
            })}
      </p>
      <ol className="psbt-inputs" data-testid="psbt-inputs" start={0}>
        {psbt.inputs.map((input, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: inputs are identified by their index.
          <li key={i} data-finalized={input.finalized}>
            {inputLine(input, i)}
          </li>
        ))}
      </ol>
      {psbt.extracted ? (
        <p>
          <Trans comment="txid: the id of the transaction the PSBT makes">
            Network transaction:{' '}
            <span className="mono" data-testid="psbt-extracted-txid">
              {txid}
            </span>
          </Trans>
        </p>
      ) : (
        <p className="tx-tools-error" data-testid="psbt-not-final">
          {plural(pending.length, {
            one: `It cannot be tested or broadcast yet: input ${list} has no final scriptSig or witness. Sign and finalize it in the wallet, then paste it again. The sizes and fee rate below are the unsigned transaction's.`,
            other: `It cannot be tested or broadcast yet: inputs ${list} have no final scriptSig or witness. Sign and finalize it in the wallet, then paste it again. The sizes and fee rate below are the unsigned transaction's.`,
          })}
        </p>
      )}
    </section>
  )
}
