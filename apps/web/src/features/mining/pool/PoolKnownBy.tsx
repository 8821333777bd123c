import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'

/**
 * How the service tells the pool's blocks apart: the payout addresses (each a link to its page) and the
 * coinbase tags, regular expressions shown as the text they are.
 */
export function PoolKnownBy({ addresses, regexes }: { addresses: string[]; regexes: string[] }) {
  const network = useNetwork()
  return (
    <section className="db-card pl-known" aria-labelledby="pool-known-title">
      <header className="db-card-header">
        <h2 id="pool-known-title">{t`How its blocks are recognised`}</h2>
      </header>
      <h3>{t`Payout addresses`}</h3>
      {addresses.length === 0 ? (
        <p className="muted">{t`None known on this network.`}</p>
      ) : (
        <ul className="pl-list" data-testid="pool-addresses">
          {addresses.map((address) => (
            <li key={address}>
              <Link to={networkPath(network, `/address/${encodeURIComponent(address)}`)}>
                <code>{address}</code>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <h3>{t`Coinbase tags`}</h3>
      {regexes.length === 0 ? (
        <p className="muted">{t`None known.`}</p>
      ) : (
        <ul className="pl-list" data-testid="pool-tags">
          {regexes.map((tag) => (
            <li key={tag}>
              <code>{tag}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
