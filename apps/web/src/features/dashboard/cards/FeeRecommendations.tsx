import { t } from '@lingui/core/macro'
import { Amount } from '../../../components/Amount'
import { Fiat } from '../../fiat/Fiat'
import { useUnits } from '../../units/useUnits'
import { feeLevels, typicalVsize } from '../model/summaries'
import { useLiveItem } from '../queries/useLiveItem'
import { Card } from './Card'

/** What a typical payment costs at `rate` sat/vB, in sats. */
const typicalCost = (rate: number) => Math.round(rate * typicalVsize)

/** mempool.space's four fee levels, each with what a typical payment would cost at it. */
export function FeeRecommendations() {
  const { data, status } = useLiveItem('fees')
  const units = useUnits()
  const size = units.size(typicalVsize)
  return (
    <Card
      className="db-card-fees"
      title={t`Transaction fees`}
      testId="fee-recommendations"
      status={status}
      lines={2}
    >
      {data && (
        <ul className="db-fees">
          {feeLevels(data).map((level) => (
            <li key={level.label}>
              <span className="db-label">{level.label}</span>
              <span className="db-figure">
                {units.rate(level.rate)} <span className="db-unit">{units.rateLabel}</span>
              </span>
              {level.rate !== undefined && (
                <span className="db-sub muted" title={t`A typical ${size} payment at this rate`}>
                  ≈ <Amount sats={typicalCost(level.rate)} />
                  <Fiat sats={typicalCost(level.rate)} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
