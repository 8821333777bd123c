import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** A block page that has no block to show: a bad id or one the service does not know, said plainly. */
export function BlockMessage(props: { title: string; testId: string; children: ReactNode }) {
  const network = useNetwork()
  return (
    <main className="page notice" data-testid={props.testId}>
      <h1>{props.title}</h1>
      <p>{props.children}</p>
      <p>
        <Link to={networkPath(network)}>Go to the {networkLabels[network]} dashboard</Link>
      </p>
    </main>
  )
}
