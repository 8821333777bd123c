import { plural, t } from '@lingui/core/macro'
import type { BlockExtended } from '@outpoint/explorer-client'
import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { useServiceKind } from '../../queries/serviceKind'
import { tipHeightQueryOptions } from '../../queries/useTipHeight'
import { formatCount } from '../dashboard/model/format'
import { BlocksPageView } from './BlocksPageView'
import {
  blocksPageCount,
  blocksPerPage,
  esploraBlocksPerPage,
  pageStartHeight,
  readBlocksPage,
} from './paging'
import { blocksPageQueryOptions, esploraBlocksPageQueryOptions } from './queries'
import { useNewestBlocksLive } from './useNewestBlocksLive'
import './blocks-list.css'

/**
 * `/blocks` and `/blocks/:page`: the chain's blocks 15 a page, newest first; page 1 follows new blocks live.
 * On a service with only the Esplora routes, its blocks 10 a page (one `/blocks/:start_height` each),
 * without mempool's extras, refreshed by the poll.
 */
export default function BlocksListPage() {
  const read = readBlocksPage(useParams().page)
  const esplora = useServiceKind() === 'esplora'
  if (read.kind === 'invalid') {
    return (
      <NoticePage title={t`Not a page number`} testId="blocks-bad-page" back={<FirstPageLink />}>
        {read.reason}
      </NoticePage>
    )
  }
  if (esplora) {
    return read.page === 1 ? <EsploraNewestBlocks /> : <OlderBlocks page={read.page} esplora />
  }
  return read.page === 1 ? <NewestBlocks /> : <OlderBlocks page={read.page} />
}

function NewestBlocks() {
  const client = useExplorerClient()
  useNewestBlocksLive()
  const query = useQuery(blocksPageQueryOptions(client, 'tip'))
  const tip = query.data?.[0]?.height
  return (
    <BlocksPageView page={1} pages={tip === undefined ? 1 : blocksPageCount(tip)} query={query} />
  )
}

/** Page 1 of Esplora's blocks: the dashboard's `/blocks`, which every poll refreshes. */
function EsploraNewestBlocks() {
  const query = useQuery(esploraBlocksPageQueryOptions(useExplorerClient(), 'tip'))
  const tip = query.data?.[0]?.height
  return (
    <BlocksPageView
      page={1}
      pages={tip === undefined ? 1 : blocksPageCount(tip, esploraBlocksPerPage)}
      query={query}
      extras={false}
    />
  )
}

/** A page below the tip (the poll refreshes the tip, and with it which blocks the page holds). */
function OlderBlocks({ page, esplora = false }: { page: number; esplora?: boolean }) {
  const client = useExplorerClient()
  const perPage = esplora ? esploraBlocksPerPage : blocksPerPage
  const tipQuery = useQuery(tipHeightQueryOptions(client))
  const tip = tipQuery.data
  const start = tip === undefined ? undefined : pageStartHeight(tip, page, perPage)
  const options: UseQueryOptions<BlockExtended[]> = esplora
    ? esploraBlocksPageQueryOptions(client, start ?? 0)
    : blocksPageQueryOptions(client, start ?? 0)
  const query = useQuery({ ...options, enabled: start !== undefined })
  if (tipQuery.isError) {
    return (
      <div className="page bl-page">
        <PageTitle>{t`Blocks`}</PageTitle>
        <h1>{t`Blocks`}</h1>
        <ErrorNote
          what={t`Could not find the chain's tip`}
          error={tipQuery.error}
          retry={() => void tipQuery.refetch()}
          testId="blocks-error"
        />
      </div>
    )
  }
  if (tip !== undefined && start === undefined) {
    const pages = blocksPageCount(tip, perPage)
    const blocks = formatCount(tip + 1)
    return (
      <NoticePage title={t`No such page`} testId="blocks-no-page" back={<FirstPageLink />}>
        {plural(pages, {
          one: `Page ${page} is past the chain's first block: its ${blocks} blocks fill # page.`,
          other: `Page ${page} is past the chain's first block: its ${blocks} blocks fill # pages.`,
        })}
      </NoticePage>
    )
  }
  return (
    <BlocksPageView
      page={page}
      pages={tip === undefined ? page : blocksPageCount(tip, perPage)}
      query={query}
      extras={!esplora}
    />
  )
}

function FirstPageLink() {
  const network = useNetwork()
  return <Link to={networkPath(network, '/blocks')}>{t`Go to the newest blocks`}</Link>
}
