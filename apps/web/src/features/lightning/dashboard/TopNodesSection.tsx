import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { SectionError } from '../../mining/SectionError'
import { lightningPaths } from '../paths'
import { rankingsSummaryQuery } from '../queries'
import { shownAlias } from '../rankings/alias'

/** The few largest nodes by capacity and by channel count, each linking to its node page. */
export function TopNodesSection() {
  const network = useNetwork()
  const query = useQuery(rankingsSummaryQuery(useExplorerClient()))
  const status = query.data ? 'ready' : query.isError ? 'error' : 'loading'
  const error = (
    <SectionError what={t`The top nodes`} error={query.error} retry={() => query.refetch()} />
  )
  return (
    <>
      <Card
        title={t`Top nodes by liquidity`}
        testId="ln-top-liquidity"
        status={status}
        error={error}
        className="ln-card-top"
      >
        <ol className="ln-top">
          {query.data?.topByCapacity.map((node) => (
            <li key={node.publicKey}>
              <Link to={lightningPaths.node(network, node.publicKey)}>{shownAlias(node)}</Link>
              <Amount sats={node.capacity ?? 0} />
            </li>
          ))}
        </ol>
        <Link to={lightningPaths.ranking(network, 'liquidity')}>{t`Top 100 by liquidity`}</Link>
      </Card>
      <Card
        title={t`Top nodes by connectivity`}
        testId="ln-top-connectivity"
        className="ln-card-top"
        status={status}
        error={error}
      >
        <ol className="ln-top">
          {query.data?.topByChannels.map((node) => {
            const channels = node.channels ?? 0
            return (
              <li key={node.publicKey}>
                <Link to={lightningPaths.node(network, node.publicKey)}>{shownAlias(node)}</Link>
                <span>{plural(channels, { one: '# channel', other: '# channels' })}</span>
              </li>
            )
          })}
        </ol>
        <Link
          to={lightningPaths.ranking(network, 'connectivity')}
        >{t`Top 100 by connectivity`}</Link>
        {' · '}
        <Link to={lightningPaths.oldest(network)}>{t`Oldest nodes`}</Link>
      </Card>
    </>
  )
}
