import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { BlockOverview } from '../../components/BlockOverview'
import { NoticePage } from '../../components/NoticePage'
import { formatCount } from '../dashboard/model/format'
import { useUnits } from '../units/useUnits'
import { parseProjectedIndex, projectedBlockName } from './projectedIndex'
import { projectedStats } from './projectedStats'
import { useProjectedBlock } from './useProjectedBlock'
import '../block/block.css'
import './mempool-block.css'
import { PageTitle } from '../../components/PageTitle'

/** `/mempool-block/:index`: one of the next blocks the mempool would make, live. */
export default function MempoolBlockPage() {
  const { index = '' } = useParams()
  const parsed = parseProjectedIndex(index)
  if (parsed.kind === 'invalid') {
    return (
      <NoticePage title={t`Not a projected block`} testId="mempool-block-invalid">
        {parsed.reason}
      </NoticePage>
    )
  }
  return <ProjectedBlockView key={parsed.index} index={parsed.index} />
}

function ProjectedBlockView({ index }: { index: number }) {
  const network = useNetwork()
  const navigate = useNavigate()
  const block = useProjectedBlock(index)
  const txs = useMemo(() => (block ? [...block.transactions.values()] : undefined), [block])
  const stats = useMemo(() => (txs ? projectedStats(txs) : undefined), [txs])
  const name = projectedBlockName(index)
  const units = useUnits()
  return (
    <div className="page mempool-block-page" data-testid="mempool-block-page">
      <PageTitle>{String(name)}</PageTitle>
      <h1>{name}</h1>
      <p className="muted">
        {t`What the mempool would put in this block now, by fee rate; it changes as transactions arrive and blocks are mined.`}
      </p>
      {txs && stats ? (
        <div className="mempool-block-top">
          <dl className="block-figures" data-testid="mempool-block-stats">
            <dt>{t`Transactions`}</dt>
            <dd data-testid="mempool-block-count">{formatCount(stats.count)}</dd>
            <dt>{t`Median fee`}</dt>
            <dd>{stats.medianRate === undefined ? '–' : `~${units.feeRate(stats.medianRate)}`}</dd>
            <dt>{t`Fee span`}</dt>
            <dd>
              {stats.minRate === undefined
                ? '–'
                : `${units.rateSpan(stats.minRate, stats.maxRate)} ${units.rateLabel}`}
            </dd>
            <dt>{t`Total fees`}</dt>
            <dd>
              <Amount sats={stats.totalFees} />
            </dd>
            <dt>{i18n._(units.sizeName)}</dt>
            <dd>{units.sizeSi(stats.vsize)}</dd>
          </dl>
          {stats.count === 0 ? (
            <p data-testid="mempool-block-empty">
              {t`This projected block is empty: the mempool does not reach that far now.`}
            </p>
          ) : (
            <BlockOverview
              txs={txs}
              label={name}
              onSelect={(txid) => void navigate(networkPath(network, `/tx/${txid}`))}
            />
          )}
        </div>
      ) : (
        <p className="muted" aria-busy="true">
          {t`Waiting for the projected block from the live feed…`}
        </p>
      )}
    </div>
  )
}
