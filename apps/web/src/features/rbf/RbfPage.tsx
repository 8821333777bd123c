import './rbf.css'
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { NotFoundError } from '@outpoint/explorer-client'
import type { RbfMode } from '@outpoint/explorer-client/live'
import { Link, useSearchParams } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { ReplacementTree } from './ReplacementTree'
import { parseRbfType, rbfTypeSearch } from './rbfType'
import { useReplacements } from './useReplacements'

const modes: [RbfMode, MessageDescriptor][] = [
  ['all', msg({ message: 'All', comment: 'all replacements' })],
  ['fullRbf', msg`Full RBF only`],
]

/** `/rbf`: the latest replacement trees, live; `?type=fullrbf` only those that replaced without a signal. */
export default function RbfPage() {
  const [params] = useSearchParams()
  const type = parseRbfType(params.get('type'))
  const network = useNetwork()
  const current = type.ok ? type.mode : undefined
  return (
    <div className="page rbf-page" data-testid="rbf-page">
      <PageTitle>{t`RBF replacements`}</PageTitle>
      <h1>{t`RBF replacements`}</h1>
      <p className="muted">
        {t`Transactions that took the place of others in the mempool by paying a higher fee, newest first, live. Each tree shows the replacement at its top and what it replaced below it. Full RBF: a replaced transaction did not signal that it could be replaced (BIP 125).`}
      </p>
      <nav className="rbf-switch" aria-label={t`Which replacements`}>
        {modes.map(([mode, label]) => (
          <Link
            key={mode}
            to={networkPath(network, `/rbf${rbfTypeSearch(mode)}`)}
            aria-current={mode === current ? 'page' : undefined}
            data-testid={`rbf-switch-${mode}`}
          >
            {i18n._(label)}
          </Link>
        ))}
      </nav>
      {type.ok ? (
        <Replacements key={type.mode} mode={type.mode} />
      ) : (
        <p className="rbf-invalid" role="alert" data-testid="rbf-invalid">
          {type.reason}
        </p>
      )}
    </div>
  )
}

function Replacements({ mode }: { mode: RbfMode }) {
  const query = useReplacements(mode)
  if (query.data) {
    if (query.data.length === 0) {
      return (
        <p className="muted" data-testid="rbf-empty">
          {mode === 'fullRbf'
            ? t`No full-RBF replacements seen recently. The list updates live.`
            : t`No replacements seen recently. The list updates live.`}
        </p>
      )
    }
    return (
      <div className="rbf-trees" data-testid="rbf-trees">
        {query.data.map((tree) => (
          <ReplacementTree key={tree.tx.txid} tree={tree} />
        ))}
      </div>
    )
  }
  if (query.error) {
    return query.error instanceof NotFoundError ? (
      <p role="alert" data-testid="rbf-unavailable">
        {t`This data service does not list replacements (it answered HTTP 404): it may not keep them. Choose another host in Settings to see them.`}
      </p>
    ) : (
      <ErrorNote
        what={t`Could not load the replacements`}
        error={query.error}
        retry={() => void query.refetch()}
        testId="rbf-error"
      />
    )
  }
  return (
    <p className="muted" aria-busy="true">
      {t`Loading replacements…`}
    </p>
  )
}
