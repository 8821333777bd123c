import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { lightningPaths } from '../paths'

/** A URL part that cannot name anything: what was given, what is expected, and the way back. */
export function BadParam({
  what,
  value,
  expected,
}: {
  what: string
  value: string
  expected: string
}) {
  const network = useNetwork()
  return (
    <main className="page notice" data-testid="ln-bad-param">
      <h1>Not a valid {what}</h1>
      <p>
        “<span className="ln-given">{value}</span>” is not {expected}.
      </p>
      <p>
        <Link to={lightningPaths.home(network)}>Back to the Lightning dashboard</Link>
      </p>
    </main>
  )
}
