import { t } from '@lingui/core/macro'
import type { BlockExtended } from '@outpoint/explorer-client'
import type { UseQueryResult } from '@tanstack/react-query'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { Pager } from '../block/Pager'
import { BlocksTable } from './BlocksTable'

/**
 * One page of the blocks list: its table (or why there is none) between two pagers; `extras` false for
 * blocks without mempool's extras (see BlocksTable).
 */
export function BlocksPageView({
  page,
  pages,
  query,
  extras = true,
}: {
  page: number
  pages: number
  query: UseQueryResult<BlockExtended[]>
  extras?: boolean
}) {
  const network = useNetwork()
  const pager = (
    <Pager
      page={page}
      pages={pages}
      label={t`Pages of blocks`}
      testId="blocks-pager"
      className="bl-pager"
      href={(p) => networkPath(network, `/blocks/${p}`)}
    />
  )
  return (
    <div className="page bl-page" data-testid="blocks-page" data-page={page}>
      <PageTitle>{page === 1 ? t`Blocks` : t`Blocks, page ${page}`}</PageTitle>
      <h1>{t`Blocks`}</h1>
      {query.isError ? (
        <ErrorNote
          what={t`Could not load the blocks`}
          error={query.error}
          retry={() => void query.refetch()}
          testId="blocks-error"
        />
      ) : query.data === undefined ? (
        <p className="muted" data-testid="blocks-loading">
          {t`Loading blocks…`}
        </p>
      ) : query.data.length === 0 ? (
        <p className="muted" data-testid="blocks-empty">
          {t`The service sent no blocks for this page.`}
        </p>
      ) : (
        <>
          {pager}
          <BlocksTable blocks={query.data} extras={extras} />
          {pager}
        </>
      )}
    </div>
  )
}
