import type { Psbt, PsbtInput } from './psbt/psbt'

function inputState(input: PsbtInput): string {
  const prevout = input.prevout ? 'spent output in the PSBT' : 'spent output looked up'
  if (input.finalized) {
    const how = input.finalScriptWitness ? 'final witness' : 'final scriptSig'
    return `finalized (${how}); ${prevout}`
  }
  if (input.signatures > 0) {
    const n = input.signatures
    return `${n} signature${n === 1 ? '' : 's'}, not finalized; ${prevout}`
  }
  return `not signed; ${prevout}`
}

/** A PSBT's state: per input whether it is signed or finalized, and the network transaction once it can be built. */
export function PsbtSummary({ psbt }: { psbt: Psbt }) {
  const pending = psbt.inputs.flatMap((input, i) => (input.finalized ? [] : [i]))
  const n = psbt.inputs.length
  return (
    <section className="psbt-summary" data-testid="psbt-summary" aria-label="PSBT">
      <h2>PSBT</h2>
      <p data-testid="psbt-state">
        {pending.length === 0
          ? `Finalized: ${n === 1 ? 'its input has' : `all ${n} inputs have`} final scripts.`
          : `Not finalized: ${n - pending.length} of ${n} input${n === 1 ? '' : 's'} finalized.`}
      </p>
      <ol className="psbt-inputs" data-testid="psbt-inputs" start={0}>
        {psbt.inputs.map((input, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: inputs are identified by their index.
          <li key={i} data-finalized={input.finalized}>
            Input {i}: {inputState(input)}
          </li>
        ))}
      </ol>
      {psbt.extracted ? (
        <p>
          Network transaction:{' '}
          <span className="mono" data-testid="psbt-extracted-txid">
            {psbt.extracted.tx.txid}
          </span>
        </p>
      ) : (
        <p className="tx-tools-error" data-testid="psbt-not-final">
          It cannot be tested or broadcast yet: input{pending.length === 1 ? '' : 's'}{' '}
          {pending.join(', ')} {pending.length === 1 ? 'has' : 'have'} no final scriptSig or
          witness. Sign and finalize it in the wallet, then paste it again. The sizes and fee rate
          below are the unsigned transaction's.
        </p>
      )}
    </section>
  )
}
