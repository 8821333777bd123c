import { t } from '@lingui/core/macro'
/** Grey placeholder rows while a card waits for its first data; screen readers hear "Loading". */
export function Skeleton({ lines }: { lines: number }) {
  return (
    <>
      <div className="db-skeleton" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <span key={i} className="db-skeleton-line" />
        ))}
      </div>
      <p className="visually-hidden">{t`Loading…`}</p>
    </>
  )
}
