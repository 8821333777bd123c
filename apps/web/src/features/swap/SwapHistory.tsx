import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { formatDateTime } from '../../format/time'
import { formatUnitsText } from '../../format/units'
import { useSettings } from '../../settings/useSettings'
import type { SwapRecord } from './model/history'
import { toBigInt } from './model/units'

/** The swaps started in this browser, newest first, each linking to its status page. */
export function SwapHistory({ records }: { records: readonly SwapRecord[] }) {
  const { time } = useSettings().settings
  return (
    <section className="swap-history">
      <h2>{t`Your swaps in this browser`}</h2>
      {records.length === 0 ? (
        <p className="muted" data-testid="swap-history">
          {t({ message: 'None yet.', comment: 'no swap started in this browser' })}
        </p>
      ) : (
        <ul data-testid="swap-history">
          {records.map((record) => {
            const amount = toBigInt(record.amount)
            const id = record.id
            return (
              <li key={record.id}>
                <Link to={`/swap/${encodeURIComponent(id)}`}>{t`Swap ${id}`}</Link>{' '}
                <span>
                  {amount === undefined
                    ? record.amount
                    : formatUnitsText(amount, record.fromDecimals)}{' '}
                  {record.fromSymbol} ({record.fromChain}) → {record.toSymbol} ({record.toChain})
                </span>{' '}
                <time className="muted" dateTime={new Date(record.time).toISOString()}>
                  {formatDateTime(record.time / 1000, time)}
                </time>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
