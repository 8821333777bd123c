import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { clampConfirmations, type WatchState } from './model/watchState'
import { watchStore } from './model/watchStore'

type Permission = NotificationPermission | 'unsupported'

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission

/**
 * Browser notifications: off until turned on here, and the browser asks its permission only then. Refused
 * or unsupported, the notices stay in the list below and the header's count.
 */
export function WatchNotifications({ state }: { state: WatchState }) {
  const id = useId()
  const [permission, setPermission] = useState(currentPermission)
  const update = (patch: Partial<WatchState>) => watchStore().update((s) => ({ ...s, ...patch }))

  const turn = async (on: boolean) => {
    update({ notify: on })
    if (!on || typeof Notification === 'undefined' || Notification.permission !== 'default') return
    setPermission(await Notification.requestPermission())
  }

  return (
    <section className="watch-notify" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Notifications`}</h2>
      <p>
        <label>
          <input
            type="checkbox"
            checked={state.notify}
            data-testid="watch-notify"
            onChange={(event) => void turn(event.currentTarget.checked)}
          />{' '}
          {t`Browser notifications for the watches`}
        </label>
      </p>
      {state.notify && permission === 'denied' ? (
        <p className="muted" role="status">
          {t`The browser blocks notifications for this site: notices appear in the list below.`}
        </p>
      ) : null}
      {state.notify && permission === 'unsupported' ? (
        <p className="muted" role="status">
          {t`This browser cannot show notifications: notices appear in the list below.`}
        </p>
      ) : null}
      <p>
        <label htmlFor={`${id}-n`}>{t`Notify again at this many confirmations`}</label>{' '}
        <input
          id={`${id}-n`}
          type="number"
          min={1}
          max={100}
          step={1}
          value={state.confirmations}
          data-testid="watch-confirmations"
          onChange={(event) => {
            const n = Number(event.currentTarget.value)
            if (Number.isInteger(n) && n >= 1 && n <= 100)
              update({ confirmations: clampConfirmations(n) })
          }}
        />
      </p>
    </section>
  )
}
