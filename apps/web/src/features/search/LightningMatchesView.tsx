import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import type { LightningMatches } from './lightningSearch'

function channelLabel(id: string): string {
  return t`Channel ${id}`
}

/** Several Lightning matches for a search: links to each node (alias as text) and channel. */
export function LightningMatchesView({ matches, id }: { matches: LightningMatches; id: string }) {
  return (
    <div id={id} className="search-results" role="status" data-testid="search-lightning-results">
      {matches.nodes.length > 0 ? (
        <>
          <p className="search-results-title">{t`Lightning nodes`}</p>
          <ul>
            {matches.nodes.map((node) => (
              <li key={node.publicKey}>
                <Link to={node.path} data-testid="search-lightning-node">
                  {node.alias || `${node.publicKey.slice(0, 16)}…`}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {matches.channels.length > 0 ? (
        <>
          <p className="search-results-title">{t`Lightning channels`}</p>
          <ul>
            {matches.channels.map((channel) => (
              <li key={channel.id}>
                <Link to={channel.path} data-testid="search-lightning-channel">
                  {channelLabel(channel.id)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
