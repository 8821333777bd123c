import { t } from '@lingui/core/macro'
import './tx-tools.css'
import { useId, useMemo, useState } from 'react'
import { PageTitle } from '../../components/PageTitle'
import { maxPackage, readPackage } from './readPackage'
import { TestVerdicts } from './TestVerdicts'
import { useMempoolTest } from './useMempoolTest'

/** `/tx/test`: would the node accept these transactions (one, or a package)? Nothing is broadcast. */
export function TestPage() {
  const [text, setText] = useState('')
  const fieldId = useId()
  const paste = useMemo(() => readPackage(text), [text])
  const test = useMempoolTest()
  return (
    <div className="page tx-tools" data-testid="tx-test-page">
      <PageTitle>{t`Test transactions`}</PageTitle>
      <h1>{t`Test transactions`}</h1>
      <p className="muted">
        {t`Asks the node whether it would accept the transactions into its mempool (Bitcoin Core's testmempoolaccept). Nothing is broadcast.`}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (paste.kind === 'ok') test.mutate(paste.hexes)
        }}
      >
        <label htmlFor={fieldId}>
          {t`Raw transactions (hex), one per line or comma separated; parents before children, up to ${maxPackage}`}
        </label>
        <textarea
          id={fieldId}
          className="tx-tools-input mono"
          data-testid="tx-test-input"
          value={text}
          spellCheck={false}
          rows={6}
          placeholder="0200000001…"
          onChange={(event) => {
            setText(event.target.value)
            test.reset()
          }}
        />
        {paste.kind === 'error' && (
          <p className="tx-tools-error" role="alert" data-testid="tx-test-error">
            {paste.message}
          </p>
        )}
        <button type="submit" className="button" disabled={paste.kind !== 'ok' || test.isPending}>
          {test.isPending ? t`Testing…` : t({ message: 'Test', context: 'button' })}
        </button>
      </form>
      <TestVerdicts test={test} />
    </div>
  )
}
