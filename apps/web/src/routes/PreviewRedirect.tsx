import { t } from '@lingui/core/macro'
import { Navigate, useLocation } from 'react-router'
import { useNetwork } from '../app/useNetwork'
import { NotFoundPage } from './NotFoundPage'
import { previewTarget } from './previewTarget'

/** `/preview/...`: mempool.space's social-card previews open the page they preview. */
export default function PreviewRedirect() {
  const network = useNetwork()
  const { pathname, search, hash } = useLocation()
  const rest = pathname.slice(pathname.indexOf('/preview/') + '/preview/'.length)
  const target = previewTarget(network, rest)
  if (!target) return <NotFoundPage reason={t`There is no preview of “${rest}”.`} />
  return <Navigate to={target + search + hash} replace />
}
