import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import { evilAlias, keyA, lightningBodies, lightningFetch } from '../test/lightningFetch'

const path = '/lightning/group/the-mempool-open-source-project'

describe('the node group page', () => {
  let requests: string[] = []
  const serve = (bodies: Record<string, unknown>, failing: string[] = []) => {
    requests = []
    vi.stubGlobal('fetch', vi.fn(lightningFetch(requests, failing, bodies)))
  }
  afterEach(() => vi.unstubAllGlobals())

  it('lists the group’s nodes largest first, aliases as text linked to node pages, with totals', async () => {
    serve(lightningBodies)
    renderApp(`/signet${path}`)
    const table = await screen.findByTestId('ln-group-nodes')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The Mempool Open Source Project',
    )
    expect(
      requests.some((u) => u.endsWith('/signet/api/v1/lightning/nodes/group/mempool.space')),
    ).toBe(true)
    const rows = within(table).getAllByTestId('ln-node-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: evilAlias })).toHaveAttribute(
      'href',
      `/signet/lightning/node/${keyA}`,
    )
    expect(rows[0]).toHaveTextContent('Berlin, Germany')
    expect(screen.getByText('Nodes', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2')
    expect(screen.getByText('Channels', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '80',
    )
  })

  it('an unknown group is not found, without asking the service', async () => {
    serve(lightningBodies)
    renderApp('/lightning/group/acme')
    const page = await screen.findByTestId('ln-group-unknown')
    expect(page).toHaveTextContent('No such node group')
    expect(page).toHaveTextContent('“acme”')
    expect(requests.filter((u) => u.includes('/lightning/'))).toEqual([])
  })

  it('a group none of whose nodes the service knows says so', async () => {
    serve({ ...lightningBodies, 'nodes/group/mempool.space': [] })
    renderApp(`/testnet${path}`)
    expect(await screen.findByTestId('ln-group-empty')).toHaveTextContent(
      'knows none of the group’s nodes on Testnet',
    )
  })

  it('regtest has no Lightning graph: says so without asking', async () => {
    serve(lightningBodies)
    renderApp(`/regtest${path}`)
    expect(await screen.findByTestId('no-lightning')).toBeInTheDocument()
    expect(requests.filter((u) => u.includes('/lightning/'))).toEqual([])
  })

  it('a service without groups (404) says so plainly', async () => {
    const { 'nodes/group/mempool.space': _, ...without } = lightningBodies
    serve(without)
    renderApp(path)
    expect(await screen.findByTestId('ln-group-unavailable')).toHaveTextContent(
      'This data service does not provide node groups',
    )
  })
})
