import { t } from '@lingui/core/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { TimeAgo } from '../../../components/TimeAgo'
import { useExplorerClient } from '../../../queries/client'
import { Card } from '../../dashboard/cards/Card'
import { formatCount } from '../../dashboard/model/format'
import { SectionError } from '../SectionError'
import { poolBlocksQueryOptions } from './queries'

/** Blocks per page of the list: the service sends them in bigger chunks, fetched as the pages reach them. */
export const poolBlocksPerPage = 10

/**
 * The pool's blocks, newest first, ten a page (`count`: all the pool's blocks, as its figures say). "Older" asks for the next chunk (below the last height
 * fetched) only when the page reaches past what is loaded; a block the pool mines meanwhile joins the top.
 */
export function PoolBlocks({ slug, name, count }: { slug: string; name: string; count: number }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const query = useInfiniteQuery(poolBlocksQueryOptions(client, slug))
  const [page, setPage] = useState(0)
  const blocks = query.data?.pages.flat() ?? []
  const start = page * poolBlocksPerPage
  const shown = blocks.slice(start, start + poolBlocksPerPage)
  // The pool's count of all its blocks spares asking past the last one when the first chunk was short.
  const hasOlder =
    blocks.length > start + poolBlocksPerPage ||
    (query.hasNextPage && count > start + poolBlocksPerPage)
  const waiting = shown.length === 0 && query.isFetchingNextPage
  const older = () => {
    const next = page + 1
    setPage(next)
    if (blocks.length < (next + 1) * poolBlocksPerPage && query.hasNextPage) {
      void query.fetchNextPage()
    }
  }
  const pageNumber = page + 1
  const blockPath = (hash: string) => networkPath(network, `/block/${encodeURIComponent(hash)}`)
  return (
    <Card
      className="pl-card-blocks"
      title={t`Blocks`}
      testId="pool-blocks"
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The pool's blocks`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      lines={10}
    >
      {blocks.length === 0 && !query.hasNextPage ? (
        <p className="muted">{t`${name} has no blocks in this service's index.`}</p>
      ) : (
        <>
          <div className="mn-scroll">
            <table className="db-table pl-blocks" aria-busy={query.isFetching}>
              <caption className="visually-hidden">
                {t`Blocks mined by ${name}, newest first, page ${pageNumber}`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Height`}</th>
                  <th scope="col">{t`Hash`}</th>
                  <th scope="col">
                    {t({ message: 'Mined', context: 'table column: when the block was mined' })}
                  </th>
                  <th scope="col" className="db-num">
                    <abbr title={t`Transactions`}>
                      {t({ message: 'Txs', comment: 'short for transactions' })}
                    </abbr>
                  </th>
                  <th scope="col" className="db-num mn-narrow-hide">
                    {t`Reward`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((block) => (
                  <tr key={block.id} data-testid="pool-block" data-height={block.height}>
                    <td>
                      <Link to={blockPath(block.id)}>{block.height}</Link>
                    </td>
                    <td className="pl-hash">
                      <Link to={blockPath(block.id)} title={block.id}>
                        <code>{block.id}</code>
                      </Link>
                    </td>
                    <td>
                      <TimeAgo time={block.timestamp} />
                    </td>
                    <td className="db-num">{formatCount(block.tx_count)}</td>
                    <td className="db-num mn-narrow-hide">
                      {block.extras ? <Amount sats={block.extras.reward} /> : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {waiting && <p className="muted">{t`Loading older blocks…`}</p>}
          {shown.length === 0 && !query.isFetching && !query.isFetchNextPageError && (
            <p className="muted">{t`No older blocks.`}</p>
          )}
          {query.isFetchNextPageError && (
            <SectionError
              what={t`The older blocks`}
              error={query.error}
              retry={() => void query.fetchNextPage()}
            />
          )}
          <nav className="pl-pager" aria-label={t`Pages of ${name}'s blocks`}>
            <button
              type="button"
              className="button"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {t`Newer`}
            </button>
            <span className="muted" data-testid="pool-blocks-page">
              {t`Page ${pageNumber}`}
            </span>
            <button
              type="button"
              className="button"
              disabled={!hasOlder || query.isFetchingNextPage}
              onClick={older}
            >
              {t`Older`}
            </button>
          </nav>
        </>
      )}
    </Card>
  )
}
