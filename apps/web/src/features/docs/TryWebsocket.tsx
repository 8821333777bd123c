import type { WebSocketConstructor } from '@outpoint/explorer-client/live'
import { useId, useState } from 'react'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { countOf } from './countOf'
import type { LiveExamples } from './examples'
import { type TriedSocket, tryWebsocket } from './tryWebsocket'
import { wsCommands } from './wsCommands'

type Outcome =
  | { kind: 'idle' }
  | { kind: 'open' }
  | { kind: 'done'; result: TriedSocket }
  | { kind: 'failed'; error: unknown }

const endings: Record<TriedSocket['ended'], string> = {
  enough: 'then closed the socket',
  timeout: 'in 10 seconds, then closed the socket',
  closed: 'before the service closed the socket',
}

/** The websocket "try it": pick a message (editable), send it on a fresh socket, read the first frames. */
export function TryWebsocket(props: {
  url: string
  live: LiveExamples
  WebSocket: WebSocketConstructor
}) {
  const [name, setName] = useState(wsCommands[0]?.name ?? '')
  const exampleOf = (n: string) => {
    const command = wsCommands.find((c) => c.name === n)
    return command ? JSON.stringify(command.example(props.live)) : ''
  }
  const [message, setMessage] = useState(() => exampleOf(name))
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const id = useId()

  const send = async () => {
    try {
      JSON.parse(message)
    } catch {
      setOutcome({
        kind: 'failed',
        error: new Error('The message is not JSON: fix it and send again.'),
      })
      return
    }
    setOutcome({ kind: 'open' })
    try {
      const result = await tryWebsocket(props.url, message, { WebSocket: props.WebSocket })
      setOutcome({ kind: 'done', result })
    } catch (error) {
      setOutcome({ kind: 'failed', error })
    }
  }

  return (
    <section className="try-it" aria-labelledby={`${id}-title`} data-testid="ws-try-it">
      <h2 id={`${id}-title`}>Try it</h2>
      <label htmlFor={`${id}-name`} className="try-it-param">
        <span>Message</span>
        <select
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setMessage(exampleOf(event.target.value))
          }}
        >
          {wsCommands.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-text`} className="try-it-param">
        <span>Sent as</span>
        <textarea
          id={`${id}-text`}
          rows={2}
          spellCheck={false}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <button
        type="button"
        className="button"
        disabled={outcome.kind === 'open'}
        onClick={() => void send()}
      >
        Send on a new socket
      </button>
      {outcome.kind === 'open' ? (
        <p className="muted" aria-busy="true">
          Listening…
        </p>
      ) : null}
      {outcome.kind === 'failed' ? (
        <ErrorNote what="The websocket try failed" error={outcome.error} />
      ) : null}
      {outcome.kind === 'done' ? (
        <div data-testid="ws-try-result">
          <p data-testid="ws-try-summary">
            Received {countOf(outcome.result.frames.length, 'frame')}{' '}
            {endings[outcome.result.ended]}.
          </p>
          {outcome.result.frames.map((frame, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: frames are shown in arrival order and never move.
            <pre key={i} className="try-it-body" data-testid="ws-try-frame">
              {frame}
            </pre>
          ))}
        </div>
      ) : null}
    </section>
  )
}
