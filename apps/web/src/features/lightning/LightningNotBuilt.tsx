import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** A Lightning page whose owner has not landed it yet: what it will show, and the way back. */
export function LightningNotBuilt({ title, description }: { title: string; description: string }) {
  const network = useNetwork()
  return (
    <main className="page notice" data-testid="not-built">
      <h1>{title}: not built yet</h1>
      <p>{description}</p>
      <p>
        <Link to={networkPath(network, '/lightning')}>Back to the Lightning dashboard</Link>
      </p>
    </main>
  )
}
