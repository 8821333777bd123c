import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Network } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { LightningMatchesView } from './LightningMatchesView'
import type { SearchMessage } from './useSearch'

function openOn(network: Network): string {
  const name = networkLabels[network]
  return t`open it on ${name}`
}

/** The inline answer to a search that went nowhere; the input is shown as text only. */
export function SearchMessageView({ message, id }: { message: SearchMessage; id: string }) {
  if (message.kind === 'error') {
    return (
      <p id={id} className="search-message" role="alert" data-testid="search-error">
        {message.text}
      </p>
    )
  }
  if (message.kind === 'lightning')
    return <LightningMatchesView matches={message.matches} id={id} />
  // A list of links as long as the networks: its items are joined here, the sentence around it is one message.
  const links = message.networks.map((network, i) => (
    <span key={network}>
      {i > 0 ? t({ message: ', ', comment: 'between two links of a list' }) : ''}
      <Link
        to={networkPath(network, `/address/${encodeURIComponent(message.address)}`)}
        data-testid="search-other-network"
      >
        {openOn(network)}
      </Link>
    </span>
  ))
  return (
    <p id={id} className="search-message" role="alert" data-testid="search-error">
      <Trans comment="links: one link per network, each opening the address on that network, separated by commas">
        That is an address on another network: {links}.
      </Trans>
    </p>
  )
}
