import { useId, useState } from 'react'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { formatInteger } from '../../format/number'
import type { EndpointRow } from './endpointTable'
import { requestPath } from './endpointTable'
import { type TriedAnswer, tryRequest } from './tryRequest'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'answer'; url: string; answer: TriedAnswer }
  | { kind: 'failed'; url: string; error: unknown }
  | { kind: 'missing'; name: string }

/** One route's "try it": its parameters pre-filled, a button that calls the connected service, the answer. */
export function TryIt(props: {
  row: EndpointRow
  baseUrl: string
  examples: Record<string, string>
  fetch?: typeof globalThis.fetch
}) {
  const { row } = props
  const names = [...row.params.map((p) => p.name), ...row.query]
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(names.map((name) => [name, props.examples[name] ?? ''])),
  )
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const id = useId()
  const optional = (name: string) =>
    row.query.includes(name) || row.params.some((p) => p.name === name && p.optional)

  const send = async () => {
    const built = requestPath(row, values)
    if ('missing' in built) {
      setOutcome({ kind: 'missing', name: built.missing })
      return
    }
    const url = props.baseUrl + built.path
    setOutcome({ kind: 'sending' })
    try {
      const answer = await tryRequest(url, props.fetch ? { fetch: props.fetch } : {})
      setOutcome({ kind: 'answer', url, answer })
    } catch (error) {
      setOutcome({ kind: 'failed', url, error })
    }
  }

  return (
    <div className="try-it" data-testid="try-it">
      {names.map((name) => (
        <label key={name} htmlFor={`${id}-${name}`} className="try-it-param">
          <span>
            {name}
            {optional(name) ? ' (optional)' : ''}
          </span>
          <input
            id={`${id}-${name}`}
            value={values[name] ?? ''}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
          />
        </label>
      ))}
      <button
        type="button"
        className="button"
        disabled={outcome.kind === 'sending'}
        onClick={() => void send()}
      >
        Send {row.method} request
      </button>
      <TryOutcome outcome={outcome} />
    </div>
  )
}

function TryOutcome({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'idle':
      return null
    case 'sending':
      return (
        <p className="muted" aria-busy="true">
          Sending…
        </p>
      )
    case 'missing':
      return (
        <p role="alert" data-testid="try-it-missing">
          Fill in {outcome.name}: the path needs it.
        </p>
      )
    case 'failed':
      return (
        <div data-testid="try-it-failed">
          <p className="muted try-it-url">{outcome.url}</p>
          <ErrorNote what="No answer from the data service" error={outcome.error} />
        </div>
      )
    case 'answer': {
      const { answer } = outcome
      return (
        <div data-testid="try-it-answer">
          <p className="muted try-it-url">{outcome.url}</p>
          <p data-testid="try-it-status">
            HTTP {answer.status}
            {answer.statusText ? ` ${answer.statusText}` : ''} in {formatInteger(answer.ms)} ms
          </p>
          <pre className="try-it-body" data-testid="try-it-body">
            {answer.text}
          </pre>
          {answer.cut ? (
            <p className="muted" data-testid="try-it-cut">
              {formatInteger(answer.cut)} more characters not shown.
            </p>
          ) : null}
        </div>
      )
    }
  }
}
