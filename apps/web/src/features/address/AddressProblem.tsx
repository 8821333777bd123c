import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
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
  const and = t({ message: 'and', comment: 'between the last two networks of a list' })
  // A list of links as long as the networks: its items are joined here, the sentence around it is one message.
  const networks =
    check.reason === 'network'
      ? check.networks.map((other, i) => (
          <span key={other}>
            {i > 0 ? (i === check.networks.length - 1 ? ` ${and} ` : ', ') : ''}
            <Link
              to={networkPath(other, `/address/${encodeURIComponent(address)}`)}
              data-testid="address-other-network"
            >
              {networkLabels[other]}
            </Link>
          </span>
        ))
      : null
  return (
    <section className="page notice" data-testid="address-invalid" data-reason={check.reason}>
      <h1>{t`Address`}</h1>
      <p className="addr-text">{address}</p>
      {check.reason === 'network' ? (
        <p>
          <Trans comment="here: a network; networks: links to the networks where it is valid, as a list">
            This is not a {here} address, but it is valid on {networks}.
          </Trans>
        </p>
      ) : check.reason === 'checksum' ? (
        <p>
          {t`This looks like an address, but its checksum does not match: a character is probably mistyped. Check it against where you copied it from.`}
        </p>
      ) : (
        <p>
          {t`This is not an address on any network: it is not a base58, bech32 or public-key address.`}
        </p>
      )}
    </section>
  )
}
