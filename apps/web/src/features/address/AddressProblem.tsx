import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import type { AddressCheck } from './addressCheck'

/** Why the URL's address is not one of this network, with links where it is one. No request is made. */
export function AddressProblem({
  address,
  check,
}: {
  address: string
  check: Exclude<AddressCheck, { valid: true }>
}) {
  const network = useNetwork()
  const here = networkLabels[network]
  return (
    <section className="page notice" data-testid="address-invalid" data-reason={check.reason}>
      <h1>Address</h1>
      <p className="addr-text">{address}</p>
      {check.reason === 'network' ? (
        <p>
          This is not a {here} address, but it is valid on{' '}
          {check.networks.map((other, i) => (
            <span key={other}>
              {i > 0 ? (i === check.networks.length - 1 ? ' and ' : ', ') : ''}
              <Link
                to={networkPath(other, `/address/${encodeURIComponent(address)}`)}
                data-testid="address-other-network"
              >
                {networkLabels[other]}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : check.reason === 'checksum' ? (
        <p>
          This looks like an address, but its checksum does not match: a character is probably
          mistyped. Check it against where you copied it from.
        </p>
      ) : (
        <p>
          This is not an address on any network: it is not a base58, bech32 or public-key address.
        </p>
      )}
    </section>
  )
}
