import { t } from '@lingui/core/macro'
import './broadcast.css'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useId, useMemo, useState } from 'react'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'
import { BroadcastOutcome } from './BroadcastOutcome'
import { DecodedView } from './DecodedView'
import { LiquidDecodedView } from './LiquidDecodedView'
import { readPaste } from './readPaste'
import { useBroadcast } from './useBroadcast'

/** `/tx/push`: paste a signed transaction, see it decoded, then send it to the network. */
export function BroadcastPage() {
  const network = useNetwork()
  const liquid = isLiquidNetwork(network)
  const [hex, setHex] = useState('')
  const fieldId = useId()
  const paste = useMemo(() => readPaste(hex, liquid), [hex, liquid])
  const send = useBroadcast()
  return (
    <div className="page broadcast" data-testid="broadcast-page">
      <PageTitle>{t`Broadcast transaction`}</PageTitle>
      <h1>{t`Broadcast transaction`}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (paste.kind !== 'error' && paste.kind !== 'empty') send.mutate(paste.hex)
        }}
      >
        <label htmlFor={fieldId}>{t`Raw transaction (hex)`}</label>
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
          {send.isPending ? t`Broadcasting…` : t`Broadcast transaction`}
        </button>
      </form>
      <BroadcastOutcome send={send} />
      {paste.kind === 'bitcoin' && <DecodedView tx={paste.tx} />}
      {paste.kind === 'liquid' && <LiquidDecodedView tx={paste.tx} />}
    </div>
  )
}

export default BroadcastPage
