import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/renderApp'
import {
  evilAlias,
  keyA,
  keyB,
  lightningBodies,
  lightningFetch,
  penalty,
} from '../test/lightningFetch'

describe('the penalties page', () => {
  const serve = (bodies: Record<string, unknown>, failing: string[] = []) =>
    vi.stubGlobal('fetch', vi.fn(lightningFetch([], failing, bodies)))
  afterEach(() => vi.unstubAllGlobals())

  it('lists penalty-closed channels: date, capacity, both nodes as text links, channel and justice tx', async () => {
    serve(lightningBodies)
    renderApp('/testnet/lightning/penalties')
    const row = await screen.findByTestId('ln-penalty-row')
    expect(within(row).getByTestId('ln-penalty-date')).toHaveTextContent('2023-02-03')
    expect(within(row).getByRole('link', { name: evilAlias })).toHaveAttribute(
      'href',
      `/testnet/lightning/node/${keyA}`,
    )
    expect(row.querySelector('img')).toBeNull()
    // A node the service does not know (no alias joined): the start of its key.
    expect(within(row).getByRole('link', { name: `${keyB.slice(0, 20)}…` })).toHaveAttribute(
      'href',
      `/testnet/lightning/node/${keyB}`,
    )
    expect(within(row).getByRole('link', { name: penalty.short_id })).toHaveAttribute(
      'href',
      `/testnet/lightning/channel/${penalty.id}`,
    )
    expect(within(row).getByTitle(penalty.closing_transaction_id ?? '')).toHaveAttribute(
      'href',
      `/testnet/tx/${penalty.closing_transaction_id}`,
    )
    expect(screen.getByTestId('ln-penalties-count')).toHaveTextContent('1 channel closed')
  })

  it('says so when no channel was closed with a penalty', async () => {
    serve({ ...lightningBodies, penalties: [] })
    renderApp('/lightning/penalties')
    expect(await screen.findByTestId('ln-penalties-count')).toHaveTextContent(
      'No channel has been closed with a penalty.',
    )
    expect(screen.queryByTestId('ln-penalties-table')).toBeNull()
  })

  it('a service without the route (404) is said plainly, not an error to retry', async () => {
    const { penalties: _, ...without } = lightningBodies
    serve(without)
    renderApp('/lightning/penalties')
    expect(await screen.findByTestId('ln-penalties-unavailable')).toHaveTextContent(
      'This data service does not provide penalty transactions',
    )
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a failing service is an error with Retry', async () => {
    serve(lightningBodies, ['penalties'])
    renderApp('/lightning/penalties')
    const error = await screen.findByTestId('route-error')
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('Liquid has no Lightning: says so without asking', async () => {
    const requests: string[] = []
    vi.stubGlobal('fetch', vi.fn(lightningFetch(requests)))
    renderApp('/liquid/lightning/penalties')
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Lightning pages do not exist')
    expect(requests.filter((u) => u.includes('/lightning/'))).toEqual([])
  })
})
