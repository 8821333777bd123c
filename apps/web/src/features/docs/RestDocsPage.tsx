import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { networkLabels } from '../../app/networks'
import { PageTitle } from '../../components/PageTitle'
import { useExplorerClient } from '../../queries/client'
import { DocsNav } from './DocsNav'
import { EndpointGroup } from './EndpointGroup'
import { type EndpointRow, groups } from './endpointTable'
import { exampleValue, liveExamplesQueryOptions } from './examples'
import { restRows } from './restRows'

/** `/docs/api/rest`: every REST route the app calls, by group, each tried against the connected service. */
export default function RestDocsPage() {
  const client = useExplorerClient()
  const examples = useQuery(liveExamplesQueryOptions(client))
  const live = examples.data
  const examplesFor = useMemo(
    () => (row: EndpointRow) =>
      Object.fromEntries(
        [...row.params.map((p) => p.name), ...row.query].map((name) => [
          name,
          exampleValue(name, row.path, live ?? {}, client),
        ]),
      ),
    [live, client],
  )
  return (
    <div className="page docs-page" data-testid="docs-rest">
      <PageTitle>REST API</PageTitle>
      <h1>REST API</h1>
      <DocsNav />
      <p>
        The routes this app calls on its data service, which is now{' '}
        <code data-testid="docs-base-url">{client.baseUrl}</code> ({networkLabels[client.network]}).
        "Try it" sends the request to that service from this browser and shows what comes back, so
        you can check your own instance. The examples come from it (its tip block, the block's
        coinbase).
      </p>
      {groups.map((group) => {
        const rows = restRows.filter((row) => row.group === group)
        return rows.length ? (
          <EndpointGroup
            key={group}
            title={group}
            rows={rows}
            baseUrl={client.baseUrl}
            examplesFor={examplesFor}
            examplesVersion={examples.dataUpdatedAt}
          />
        ) : null
      })}
    </div>
  )
}
