import { t } from '@lingui/core/macro'
import { formatDateTime } from '../../format/time'
import { useSettings } from '../../settings/useSettings'
import { type Notice, noticeKey } from './model/notices'
import { watchStore } from './model/watchStore'
import { noticeText } from './noticeText'

/** The last notices, newest first: what the watches did, also when notifications are off or refused. */
export function WatchNotices({ notices }: { notices: readonly Notice[] }) {
  const { settings } = useSettings()
  return (
    <section className="watch-notices" aria-labelledby="watch-notices-title">
      <h2 id="watch-notices-title">{t`Latest notices`}</h2>
      {notices.length ? (
        <>
          <ol className="watch-notice-list" data-testid="watch-notices">
            {notices.map((notice) => {
              const { title, body } = noticeText(notice, settings.unit)
              return (
                <li key={noticeKey(notice)} data-testid="watch-notice">
                  <strong>{title}</strong> {body}{' '}
                  <span className="muted">
                    {formatDateTime(Math.floor(notice.at / 1000), settings.time)}
                  </span>
                </li>
              )
            })}
          </ol>
          <button
            type="button"
            onClick={() => watchStore().update((s) => ({ ...s, notices: [], unseen: 0 }))}
          >
            {t`Clear the notices`}
          </button>
        </>
      ) : (
        <p className="muted">{t`No notices yet.`}</p>
      )}
    </section>
  )
}
