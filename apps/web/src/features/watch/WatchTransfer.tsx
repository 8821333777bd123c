import { plural, t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { importProblemText } from './importProblemText'
import { mergeWatches, parseWatchFile, type Watch, watchFileText } from './model/watches'
import { watchStore } from './model/watchStore'

/** Export (a JSON file download) and import (a file, checked whole before anything is added). */
export function WatchTransfer({ watches }: { watches: readonly Watch[] }) {
  const inputId = useId()
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>()

  const download = () => {
    const blob = new Blob([watchFileText(watches)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = 'outpoint-watch-list.json'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  const read = async (file: File | undefined) => {
    if (!file) return
    const parsed = parseWatchFile(await file.text())
    if (!parsed.ok) {
      setResult({ ok: false, text: importProblemText(parsed.problem) })
      return
    }
    const count = parsed.watches.length
    watchStore().update((state) => ({
      ...state,
      watches: mergeWatches(state.watches, parsed.watches),
    }))
    setResult({
      ok: true,
      text: plural(count, { one: 'Imported # watch.', other: 'Imported # watches.' }),
    })
  }

  return (
    <section className="watch-transfer" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t`Export and import`}</h2>
      <p>
        <button
          type="button"
          onClick={download}
          disabled={!watches.length}
          data-testid="watch-export"
        >
          {t`Export the watch-list (JSON)`}
        </button>
      </p>
      <p>
        <label htmlFor={inputId}>{t`Import a watch-list file`}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          data-testid="watch-import"
          onChange={(event) => {
            void read(event.currentTarget.files?.[0])
            event.currentTarget.value = ''
          }}
        />
      </p>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'muted' : 'watch-error'}
          data-testid="watch-import-result"
        >
          {result.text}
        </p>
      ) : null}
    </section>
  )
}
