import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { formatAmount } from '../../../format/amount'
import { formatInteger } from '../../../format/number'
import { formatChange, formatPercent } from '../../../format/percent'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../../mining/SectionError'
import { statisticsQuery } from '../queries'
import { nodeSplit, type StatKind, statRows } from './statistics'

/** Network figures now, a week ago, and the change: mempool's statistics card as a table. */
export function StatisticsSection() {
  const query = useQuery(statisticsQuery(useExplorerClient()))
  const { unit } = useSettings().settings
  const show = (kind: StatKind, value: number) => {
    if (kind === 'sats') return formatAmount(value, unit)
    if (kind === 'ppm') return `${formatInteger(value)} ppm`
    if (kind === 'msat') return `${formatInteger(value)} msat`
    return formatInteger(value)
  }
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading'
  const stats = query.data
  const latest = stats?.latest
  return (
    <Card
      title={t`Network statistics`}
      testId="ln-statistics"
      status={status}
      lines={8}
      className="ln-card-stats"
      error={
        <SectionError
          what={t`The network statistics`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
    >
      {stats && !latest && <p className="muted">{t`The service has no network statistics yet.`}</p>}
      {stats && latest && (
        <>
          <div className="ln-scroll">
            <table className="db-table ln-stats">
              <thead>
                <tr>
                  <th scope="col">{t`Figure`}</th>
                  <th scope="col" className="db-num">
                    {t({ message: 'Now', comment: 'table column: the figure today' })}
                  </th>
                  <th scope="col" className="db-num">
                    {t`A week ago`}
                  </th>
                  <th scope="col" className="db-num">
                    {t({
                      message: 'Change',
                      comment: 'table column: percent change over the week',
                    })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statRows(latest, stats.previous).map((row) => (
                  <tr key={row.label} data-testid="ln-stat">
                    <th scope="row">{row.label}</th>
                    <td className="db-num">{show(row.kind, row.now)}</td>
                    <td className="db-num">
                      {row.before === undefined ? '–' : show(row.kind, row.before)}
                    </td>
                    <td
                      className={`db-num ${row.change !== undefined && row.change < 0 ? 'ln-down' : 'ln-up'}`}
                    >
                      {formatChange(row.change)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="ln-subhead">{t`How nodes are reached`}</h3>
          <ul className="ln-split" data-testid="ln-node-split">
            {nodeSplit(latest).map((part) => (
              <li key={part.label}>
                <span className="db-label">{part.label}</span>{' '}
                <strong>{formatInteger(part.count)}</strong>{' '}
                <span className="muted">({formatPercent(part.share, 1)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}
