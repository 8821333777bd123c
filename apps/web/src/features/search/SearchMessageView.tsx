import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { LightningMatchesView } from './LightningMatchesView'
import type { SearchMessage } from './useSearch'

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
  return (
    <p id={id} className="search-message" role="alert" data-testid="search-error">
      That is an address on another network:{' '}
      {message.networks.map((network, i) => (
        <span key={network}>
          {i > 0 ? ', ' : ''}
          <Link
            to={networkPath(network, `/address/${encodeURIComponent(message.address)}`)}
            data-testid="search-other-network"
          >
            open it on {networkLabels[network]}
          </Link>
        </span>
      ))}
      .
    </p>
  )
}
