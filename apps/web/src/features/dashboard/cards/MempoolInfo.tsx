import { plural, t } from '@lingui/core/macro'
import { Amount } from '../../../components/Amount'
import { finite, missing } from '../../../format/number'
import { formatShare } from '../../../format/percent'
import { useUnits } from '../../units/useUnits'
import { formatBytes } from '../model/format'
import { mempoolSummary } from '../model/summaries'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** The node's mempool: how many transactions, how big, how much of its memory, and the fee floor. */
export function MempoolInfo() {
  const { data, status } = useLiveItem('mempoolInfo')
  const summary = data && mempoolSummary(data)
  const units = useUnits()
  const count = summary?.count
  return (
    <Card
      className="db-card-mempool"
      title={t({ message: 'Mempool', context: 'card title' })}
      testId="mempool-info"
      status={status}
      lines={3}
    >
      {summary && (
        <dl className="db-facts">
          <div>
            <dt>{t`Unconfirmed`}</dt>
            <dd>
              {finite(count)
                ? plural(count, { one: '# transaction', other: '# transactions' })
                : t({
                    message: `${missing} transactions`,
                    comment: 'the number of transactions is unknown',
                  })}
            </dd>
          </div>
          <div>
            <dt>{t`Size`}</dt>
            <dd>{units.sizeSi(summary.vsize)}</dd>
          </div>
          <div>
            <dt>{t`Memory usage`}</dt>
            <dd>
              {formatBytes(summary.usage)} / {formatBytes(summary.maxmempool)}
              <meter
                className="db-usage"
                aria-label={t`Memory usage of the maximum`}
                min={0}
                max={1}
                high={0.9}
                value={summary.usageShare ?? 0}
              >
                {formatShare(summary.usageShare)}
              </meter>
            </dd>
          </div>
          <div>
            <dt>{t`Minimum fee`}</dt>
            <dd>
              {units.feeRate(summary.minFee)}
              {summary.purging && (
                <span className="db-sub db-warn">
                  {' '}
                  {t({
                    message: 'purging',
                    comment: 'the full mempool is evicting its cheapest transactions',
                  })}
                </span>
              )}
            </dd>
          </div>
          {summary.totalFees !== undefined && (
            <div>
              <dt>{t`Total fees`}</dt>
              <dd>
                <Amount sats={summary.totalFees} />
              </dd>
            </div>
          )}
        </dl>
      )}
    </Card>
  )
}
