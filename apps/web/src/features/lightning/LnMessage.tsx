import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { lightningPaths } from './paths'

/** A Lightning page with nothing to show (a malformed URL part, an id the service does not know): back to its dashboard. */
export function LnMessage(props: { title: string; testId: string; children: ReactNode }) {
  return (
    <NoticePage title={props.title} testId={props.testId} back={<LightningHome />}>
      {props.children}
    </NoticePage>
  )
}

function LightningHome() {
  const network = useNetwork()
  return <Link to={lightningPaths.home(network)}>{t`Back to the Lightning dashboard`}</Link>
}
