import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { lightningPaths } from '../paths'

/** A node or channel page with nothing to show: a malformed id or one the service does not know. */
export function LnMessage(props: { title: string; testId: string; children: ReactNode }) {
  const network = useNetwork()
  return (
    <main className="page notice" data-testid={props.testId}>
      <h1>{props.title}</h1>
      <p>{props.children}</p>
      <p>
        <Link to={lightningPaths.home(network)}>Go to the Lightning dashboard</Link>
      </p>
    </main>
  )
}
