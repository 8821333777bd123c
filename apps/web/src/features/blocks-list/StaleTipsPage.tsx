import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { formatCount } from '../dashboard/model/format'
import { chainTipsQueryOptions } from './queries'
import { staleTips } from './staleTips'
import './blocks-list.css'

const useStaleQuery = () => useQuery(chainTipsQueryOptions(useExplorerClient()))

/** `/blocks/stale`: the tips of branches off the best chain, newest first, from the node's chain tips. */
export default function StaleTipsPage() {
  const query = useStaleQuery()
  return (
    <div className="page bl-page" data-testid="stale-page">
      <PageTitle>{t`Stale blocks`}</PageTitle>
      <h1>{t`Stale blocks`}</h1>
      <StaleTipsBody query={query} />
    </div>
  )
}

function StaleTipsBody({ query }: { query: ReturnType<typeof useStaleQuery> }) {
  const network = useNetwork()
  if (query.isError) {
    return (
      <ErrorNote
        what={t`Could not load the chain tips`}
        error={query.error}
        retry={() => void query.refetch()}
        testId="stale-error"
      />
    )
  }
  if (query.data === undefined) return <p className="muted">{t`Loading chain tips…`}</p>
  if (query.data === null) {
    return (
      <p data-testid="stale-unavailable">
        {t`This data service does not provide chain tips (HTTP 404), so stale blocks cannot be listed.`}
      </p>
    )
  }
  const tips = staleTips(query.data)
  if (tips.length === 0) {
    return (
      <p data-testid="stale-none">
        {t`There are no stale blocks: the node knows of no branch off the best chain.`}
      </p>
    )
  }
  return (
    <div className="bl-scroll">
      <table className="db-table bl-table">
        <thead>
          <tr>
            <th scope="col">{t`Height`}</th>
            <th scope="col">{t`Hash`}</th>
            <th scope="col" className="db-num">
              {t`Branch length`}
            </th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {tips.map((tip) => {
            const path = networkPath(network, `/block/${encodeURIComponent(tip.hash)}`)
            return (
              <tr key={tip.hash} data-testid="stale-row" data-hash={tip.hash}>
                <td>
                  <Link to={path}>{tip.height}</Link>
                </td>
                <td className="bl-id">
                  <Link to={path}>{tip.hash}</Link>
                </td>
                <td className="db-num">{formatCount(tip.branchlen)}</td>
                <td>{tip.status}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
