import { Amount } from '../../../components/Amount'
import { formatShare } from '../../../format/percent'
import { useUnits } from '../../units/useUnits'
import { formatBytes, formatCount } from '../model/format'
import { mempoolSummary } from '../model/summaries'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** The node's mempool: how many transactions, how big, how much of its memory, and the fee floor. */
export function MempoolInfo() {
  const { data, status } = useLiveItem('mempoolInfo')
  const summary = data && mempoolSummary(data)
  const units = useUnits()
  return (
    <Card
      className="db-card-mempool"
      title="Mempool"
      testId="mempool-info"
      status={status}
      lines={3}
    >
      {summary && (
        <dl className="db-facts">
          <div>
            <dt>Unconfirmed</dt>
            <dd>{formatCount(summary.count)} transactions</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{units.sizeSi(summary.vsize)}</dd>
          </div>
          <div>
            <dt>Memory usage</dt>
            <dd>
              {formatBytes(summary.usage)} / {formatBytes(summary.maxmempool)}
              <meter
                className="db-usage"
                aria-label="Memory usage of the maximum"
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
            <dt>Minimum fee</dt>
            <dd>
              {units.feeRate(summary.minFee)}
              {summary.purging && <span className="db-sub db-warn"> purging</span>}
            </dd>
          </div>
          {summary.totalFees !== undefined && (
            <div>
              <dt>Total fees</dt>
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
