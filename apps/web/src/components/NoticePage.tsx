import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../app/networks'
import { useNetwork } from '../app/useNetwork'

/**
 * A page with nothing to show but why (a bad id, one the service does not know): the title, the reason
 * said plainly, and the way back, by default to this network's dashboard.
 */
export function NoticePage(props: {
  title: ReactNode
  testId: string
  children: ReactNode
  back?: ReactNode
}) {
  return (
    <div className="page notice" data-testid={props.testId}>
      <h1>{props.title}</h1>
      <p>{props.children}</p>
      <p>{props.back ?? <DashboardLink />}</p>
    </div>
  )
}

function DashboardLink() {
  const network = useNetwork()
  const name = networkLabels[network]
  return <Link to={networkPath(network)}>{t`Go to the ${name} dashboard`}</Link>
}
