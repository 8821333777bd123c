import type { WebSocketConstructor } from '@outpoint/explorer-client/live'
import { useQuery } from '@tanstack/react-query'
import { networkLabels } from '../../app/networks'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { DocsNav } from './DocsNav'
import { liveExamplesQueryOptions } from './examples'
import { TryWebsocket } from './TryWebsocket'
import { wsCommands } from './wsCommands'

/** `/docs/api/websocket`: the messages the app's live feed sends and what comes back, with a "try it". */
export default function WebsocketDocsPage({
  WebSocket = globalThis.WebSocket as unknown as WebSocketConstructor,
}: {
  WebSocket?: WebSocketConstructor
}) {
  const client = useExplorerClient()
  const examples = useQuery(liveExamplesQueryOptions(client))
  return (
    <div className="page docs-page" data-testid="docs-websocket">
      <PageTitle>WebSocket API</PageTitle>
      <h1>WebSocket API</h1>
      <DocsNav />
      <p>
        The app keeps one websocket to <code data-testid="docs-ws-url">{client.wsUrl}</code> (
        {networkLabels[client.network]}) and sends these messages, one JSON object a frame. "Try it"
        opens a socket of its own, sends the message, shows the first frames that come back, then
        closes.
      </p>
      <div className="docs-table-scroll">
        <table className="docs-table">
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Example</th>
              <th scope="col">What comes back</th>
              <th scope="col">Networks</th>
            </tr>
          </thead>
          <tbody>
            {wsCommands.map((command) => (
              <tr key={command.name} data-testid="docs-ws-row">
                <td>
                  <code>{command.name}</code>
                </td>
                <td>
                  <code>{JSON.stringify(command.example(examples.data ?? {}))}</code>
                </td>
                <td>{command.answers}</td>
                <td>{command.networks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TryWebsocket url={client.wsUrl} live={examples.data ?? {}} WebSocket={WebSocket} />
    </div>
  )
}
