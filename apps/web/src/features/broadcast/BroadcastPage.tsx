import './broadcast.css'
import { broadcastTransaction, HttpRequestError, isLiquidNetwork } from '@outpoint/explorer-client'
import { useMutation } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { describeError } from '../../components/errors/describeError'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { DecodedView } from './DecodedView'
import { LiquidDecodedView } from './LiquidDecodedView'
import { readPaste } from './readPaste'
import { explainRefusal } from './refusal'

/** `/tx/push`: paste a signed transaction, see it decoded, then send it to the network. */
export function BroadcastPage() {
  const network = useNetwork()
  const client = useExplorerClient()
  const liquid = isLiquidNetwork(network)
  const [hex, setHex] = useState('')
  const fieldId = useId()
  const paste = useMemo(() => readPaste(hex, liquid), [hex, liquid])
  const send = useMutation({
    mutationFn: (raw: string) => broadcastTransaction(client, { hex: raw }),
    retry: false,
  })
  return (
    <div className="page broadcast" data-testid="broadcast-page">
      <PageTitle>Broadcast transaction</PageTitle>
      <h1>Broadcast transaction</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (paste.kind !== 'error' && paste.kind !== 'empty') send.mutate(paste.hex)
        }}
      >
        <label htmlFor={fieldId}>Raw transaction (hex)</label>
        <textarea
          id={fieldId}
          className="broadcast-input mono"
          data-testid="broadcast-input"
          value={hex}
          spellCheck={false}
          rows={6}
          placeholder="0200000001…"
          onChange={(event) => {
            setHex(event.target.value)
            send.reset()
          }}
        />
        {paste.kind === 'error' && (
          <p className="broadcast-error" role="alert" data-testid="broadcast-decode-error">
            {paste.message}
          </p>
        )}
        <button
          type="submit"
          className="button"
          disabled={paste.kind === 'error' || paste.kind === 'empty' || send.isPending}
        >
          {send.isPending ? 'Broadcasting…' : 'Broadcast transaction'}
        </button>
      </form>
      {send.isSuccess && (
        <p className="broadcast-ok" role="status" data-testid="broadcast-success">
          Broadcast. Transaction{' '}
          <Link className="mono" to={networkPath(network, `/tx/${send.data}`)}>
            {send.data}
          </Link>
        </p>
      )}
      {send.isError && <Refusal error={send.error} />}
      {paste.kind === 'bitcoin' && <DecodedView tx={paste.tx} />}
      {paste.kind === 'liquid' && <LiquidDecodedView tx={paste.tx} />}
    </div>
  )
}

/** A refused broadcast: what it means when the reason is a common one, and the node's words as they came. */
function Refusal({ error }: { error: unknown }) {
  const said =
    error instanceof HttpRequestError
      ? error.body || `HTTP ${error.status}`
      : describeError(error).message
  const meaning = error instanceof HttpRequestError ? explainRefusal(said) : undefined
  return (
    <div className="broadcast-error" role="alert" data-testid="broadcast-rejected">
      <p>The data service refused the transaction{meaning ? ':' : '. It said:'}</p>
      {meaning ? (
        <>
          <p data-testid="broadcast-refusal-meaning">{meaning}</p>
          <p className="muted">The node said:</p>
        </>
      ) : null}
      <pre className="mono">{said}</pre>
    </div>
  )
}

export default BroadcastPage
