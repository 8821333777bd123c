import { t } from '@lingui/core/macro'
import '../broadcast/broadcast.css'
import './tx-tools.css'
import { useId, useMemo, useState } from 'react'
import { PageTitle } from '../../components/PageTitle'
import { BroadcastOutcome } from '../broadcast/BroadcastOutcome'
import { DecodedView } from '../broadcast/DecodedView'
import { useBroadcast } from '../broadcast/useBroadcast'
import { PsbtSummary } from './PsbtSummary'
import { networkTransaction, readPreview } from './readPreview'
import { TestVerdicts } from './TestVerdicts'
import { useMempoolTest } from './useMempoolTest'

/** `/tx/preview`: a raw transaction or PSBT decoded with its fee, tested against the node, then broadcast. */
export function PreviewPage() {
  const [text, setText] = useState('')
  const fieldId = useId()
  const paste = useMemo(() => readPreview(text), [text])
  const ready = networkTransaction(paste)
  const test = useMempoolTest()
  const send = useBroadcast()
  const shown = paste.kind === 'psbt' ? (ready?.tx ?? paste.psbt.unsignedTx) : ready?.tx
  return (
    <div className="page tx-tools broadcast" data-testid="tx-preview-page">
      <PageTitle>{t`Preview transaction`}</PageTitle>
      <h1>{t`Preview transaction`}</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={fieldId}>{t`Raw transaction (hex) or PSBT (base64 or hex)`}</label>
        <textarea
          id={fieldId}
          className="tx-tools-input mono"
          data-testid="tx-preview-input"
          value={text}
          spellCheck={false}
          rows={6}
          placeholder={t({
            message: '0200000001… or cHNidP8…',
            comment: 'the start of a raw transaction in hex, or of a PSBT in base64',
          })}
          onChange={(event) => {
            setText(event.target.value)
            test.reset()
            send.reset()
          }}
        />
        {paste.kind === 'error' && (
          <p className="tx-tools-error" role="alert" data-testid="tx-preview-error">
            {paste.message}
          </p>
        )}
      </form>
      {paste.kind === 'psbt' && <PsbtSummary psbt={paste.psbt} />}
      {ready && (
        <div className="tx-tools-actions">
          <button
            type="button"
            className="button"
            disabled={test.isPending}
            onClick={() => test.mutate([ready.hex])}
          >
            {test.isPending ? t`Testing…` : t({ message: 'Test', context: 'button' })}
          </button>
          <button
            type="button"
            className="button"
            disabled={send.isPending || send.isSuccess}
            onClick={() => send.mutate(ready.hex)}
          >
            {send.isPending ? t`Broadcasting…` : t({ message: 'Broadcast', context: 'button' })}
          </button>
        </div>
      )}
      <TestVerdicts test={test} />
      <BroadcastOutcome send={send} />
      {shown && (
        <DecodedView
          tx={shown}
          {...(paste.kind === 'psbt' ? { known: paste.psbt.inputs.map((i) => i.prevout) } : {})}
        />
      )}
    </div>
  )
}
