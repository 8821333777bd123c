import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { formatInteger } from '../../format/number'
import { Pager } from '../block/Pager'
import { pegsPageCount, readPegsPage } from './model'
import { PegsTable } from './PegsTable'
import { pegsCountOptions, pegsPageOptions } from './queries'
import { useAuditLive } from './useAuditLive'
import { useLiquidClient } from './useLiquidClient'

/** `/audit/pegs` and `/audit/pegs/:page`: every peg, 15 a page as the service pages them, newest first. */
export default function PegsPage() {
  const read = readPegsPage(useParams().page)
  if (read.kind === 'invalid') {
    return (
      <NoticePage title={t`Not a page number`} testId="pegs-bad-page" back={<FirstPageLink />}>
        {read.reason}
      </NoticePage>
    )
  }
  return <PegsList page={read.page} />
}

function PegsList({ page }: { page: number }) {
  useAuditLive()
  const client = useLiquidClient()
  const network = useNetwork()
  const count = useQuery(pegsCountOptions(client))
  const pages = count.data ? pegsPageCount(count.data.pegs_count) : page
  const beyond = count.data !== undefined && page > pages
  // Past page 1, the count first says whether the page exists.
  const list = useQuery({
    ...pegsPageOptions(client, page),
    enabled: page === 1 || (count.data !== undefined && !beyond),
  })
  if (beyond) {
    const total = formatInteger(count.data?.pegs_count ?? 0)
    return (
      <NoticePage title={t`No such page`} testId="pegs-no-page" back={<FirstPageLink />}>
        {plural(pages, {
          one: `Page ${page} is past the last peg: the ${total} pegs fill # page.`,
          other: `Page ${page} is past the last peg: the ${total} pegs fill # pages.`,
        })}
      </NoticePage>
    )
  }
  const failed = count.isError ? count : list.isError ? list : undefined
  const pager = (
    <Pager
      page={page}
      pages={pages}
      label={t`Pages of pegs`}
      testId="pegs-pager"
      className="la-pager"
      href={(p) => networkPath(network, `/audit/pegs/${p}`)}
    />
  )
  return (
    <div className="page la-page" data-testid="pegs-page" data-page={page}>
      <PageTitle>{page === 1 ? t`Liquid pegs` : t`Liquid pegs, page ${page}`}</PageTitle>
      <h1>{t`Pegs`}</h1>
      <p>
        <Link to={networkPath(network, '/audit')}>{t`Back to the peg audit`}</Link>
      </p>
      {failed ? (
        <ErrorNote
          what={t`Could not load the pegs`}
          error={failed.error}
          retry={() => void failed.refetch()}
          testId="pegs-error"
        />
      ) : list.data === undefined ? (
        <p className="muted">{t`Loading pegs…`}</p>
      ) : list.data.length === 0 ? (
        <p className="muted" data-testid="pegs-empty">
          {t`No pegs yet.`}
        </p>
      ) : (
        <>
          {pager}
          <PegsTable pegs={list.data} />
          {pager}
        </>
      )}
    </div>
  )
}

function FirstPageLink() {
  const network = useNetwork()
  return <Link to={networkPath(network, '/audit/pegs')}>{t`Go to the newest pegs`}</Link>
}
