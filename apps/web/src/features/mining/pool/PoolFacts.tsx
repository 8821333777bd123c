import { plural, t } from '@lingui/core/macro'
import type { MiningPool } from '@outpoint/explorer-client'
import { formatFraction } from '../../../format/percent'
import { formatSi } from '../../../format/si'
import { formatCount } from '../../dashboard/model/format'
import { windowShare } from './pool-share'

function ShareFact({
  label,
  blocks: counted,
  share,
  testId,
}: {
  label: string
  blocks: number
  share: number | null
  testId: string
}) {
  const window = windowShare(counted, share)
  const { blocks, total } = window
  const found = formatCount(blocks)
  return (
    <div data-testid={testId} data-blocks={counted}>
      <dt>{label}</dt>
      <dd>
        {window.share === null ? (
          t`No blocks mined`
        ) : (
          <>
            {total === undefined
              ? plural(blocks, { one: '# block', other: '# blocks' })
              : plural(total, { one: `${found} / # block`, other: `${found} / # blocks` })}
            <span className="db-sub muted"> {formatFraction(window.share)}</span>
          </>
        )}
      </dd>
    </div>
  )
}

/** The pool's blocks and share over the last day, week and all indexed blocks, and its hashrate. */
export function PoolFacts({ stats }: { stats: MiningPool }) {
  return (
    <dl className="db-facts pl-facts" data-testid="pool-facts">
      <ShareFact
        label={t`Last 24 hours`}
        blocks={stats.blockCount['24h']}
        share={stats.blockShare['24h']}
        testId="pool-share-24h"
      />
      <ShareFact
        label={t`Last week`}
        blocks={stats.blockCount['1w']}
        share={stats.blockShare['1w']}
        testId="pool-share-1w"
      />
      <ShareFact
        label={t`All blocks`}
        blocks={stats.blockCount.all}
        share={stats.blockShare.all}
        testId="pool-share-all"
      />
      <div data-testid="pool-hashrate-estimate">
        <dt>{t`Hashrate (est., 24 h)`}</dt>
        <dd>{stats.estimatedHashrate === null ? '–' : formatSi(stats.estimatedHashrate, 'H/s')}</dd>
      </div>
    </dl>
  )
}
