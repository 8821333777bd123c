import { t } from '@lingui/core/macro'
import { type FormEvent, useId, useState } from 'react'
import { useDataHost } from '../../queries/useDataHost'
import { checkHost } from '../../settings/checkHost'
import { syncHostCookie } from '../../settings/hostCookie'
import { useSettings } from '../../settings/useSettings'

/**
 * The data-service host: checked before it is saved; empty goes back to the server's default. Saving a
 * new one loads the page again (see `syncHostCookie`).
 */
export function HostField() {
  const { settings, update } = useSettings()
  const current = useDataHost()
  const shown = current.sameOrigin ? t`this server` : current.host
  const [text, setText] = useState(settings.host)
  const [error, setError] = useState<string | undefined>()
  const id = useId()

  const save = (event: FormEvent) => {
    event.preventDefault()
    const result = checkHost(text)
    if ('error' in result) {
      setError(result.error)
      return
    }
    setError(undefined)
    setText(result.host)
    update({ host: result.host })
    // The page's policy names the host it was loaded with: load again to reach the new one.
    if (syncHostCookie(result.host)) location.reload()
  }

  return (
    <form className="field host-field" onSubmit={save} noValidate>
      <label htmlFor={id}>{t`Data service host`}</label>
      <div className="field-row">
        <input
          id={id}
          type="text"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="off"
          placeholder={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setError(undefined)
          }}
        />
        <button type="submit" className="button">
          {t`Save`}
        </button>
      </div>
      {error ? (
        <p id={`${id}-help`} className="field-error" role="alert" data-testid="host-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="muted">
          {t`Now: ${shown}. Leave empty for the default.`}
        </p>
      )}
    </form>
  )
}
