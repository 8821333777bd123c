import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/renderApp'
import { renderWithProviders } from '../../test/renderWithProviders'
import { fakeBlock } from '../block/fakeBlockService'
import { fakeSocketClass } from './fakeSocket'
import WebsocketDocsPage from './WebsocketDocsPage'

const tipHash = `00000000${'ab'.repeat(28)}`
const coinbase = 'cd'.repeat(32)

describe('API docs', () => {
  let requests: string[]
  beforeEach(() => {
    requests = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = String(input)
        requests.push(url)
        if (url.endsWith('/blocks/tip/hash')) return new Response(tipHash)
        if (url.endsWith('/blocks/tip/height')) return new Response('840000')
        if (url.endsWith(`/block/${tipHash}/txid/0`)) return new Response(coinbase)
        if (url.endsWith(`/v1/block/${tipHash}`))
          return Response.json({ ...fakeBlock(), id: tipHash })
        return new Response('Block not found', { status: 404, statusText: 'Not Found' })
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each(['/docs', '/api', '/testnet/docs/api'])('%s leads to the REST page', async (path) => {
    renderApp(path)
    expect(await screen.findByTestId('docs-rest')).toBeInTheDocument()
  })

  it('keeps the network when it redirects', async () => {
    renderApp('/signet/api')
    expect(await screen.findByTestId('docs-base-url')).toHaveTextContent('/signet/api/')
  })

  it('lists the routes in groups and tries one against the connected service', async () => {
    renderApp('/docs/api/rest')
    expect(await screen.findByTestId('docs-base-url')).toHaveTextContent(
      'https://example.test/api/',
    )
    const blocks = screen.getByTestId('docs-group-blocks')
    for (const group of [
      'transactions',
      'addresses',
      'mempool-fees',
      'mining',
      'lightning',
      'liquid',
    ])
      expect(screen.getByTestId(`docs-group-${group}`)).toBeInTheDocument()
    await userEvent.click(
      within(blocks).getByRole('button', { name: 'Try GET /api/blocks/tip/height' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send GET request' }))
    expect(await screen.findByTestId('try-it-status')).toHaveTextContent(/^HTTP 200 in \d+ ms$/)
    expect(screen.getByTestId('try-it-body')).toHaveTextContent('840000')
    expect(requests).toContain('https://example.test/api/blocks/tip/height')
  })

  it('fills parameters from the live service and shows an error status as an answer', async () => {
    renderApp('/docs/api/rest')
    const blocks = await screen.findByTestId('docs-group-blocks')
    await waitFor(() =>
      expect(requests.some((u) => u.endsWith(`/v1/block/${tipHash}`))).toBe(false),
    )
    await userEvent.click(
      within(blocks).getByRole('button', { name: 'Try GET /api/block/:hash/status' }),
    )
    const input = await screen.findByLabelText('hash')
    await waitFor(() => expect(input).toHaveValue(tipHash))
    await userEvent.click(screen.getByRole('button', { name: 'Send GET request' }))
    expect(await screen.findByTestId('try-it-status')).toHaveTextContent(/^HTTP 404 Not Found in/)
    expect(screen.getByTestId('try-it-body')).toHaveTextContent('Block not found')
    await userEvent.clear(input)
    await userEvent.click(screen.getByRole('button', { name: 'Send GET request' }))
    expect(await screen.findByTestId('try-it-missing')).toHaveTextContent('Fill in hash')
  })

  it('says in words when the service does not answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    renderApp('/docs/api/rest')
    const mempool = await screen.findByTestId('docs-group-mempool-fees')
    await userEvent.click(within(mempool).getByRole('button', { name: 'Try GET /api/mempool' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send GET request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No answer from the data service: Failed to fetch',
    )
  })

  it('an unknown docs page says so', async () => {
    renderApp('/docs/faq-of-nothing')
    expect(await screen.findByTestId('docs-not-found')).toBeInTheDocument()
  })

  it('the websocket page lists the messages and tries one on a fresh socket', async () => {
    const { WebSocket, sockets } = fakeSocketClass()
    renderWithProviders(<WebsocketDocsPage WebSocket={WebSocket} />, '/docs/api/websocket')
    const rows = await screen.findAllByTestId('docs-ws-row')
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      'init',
      'want',
      'track-tx',
      'track-address',
      'track-mempool-block',
      'track-rbf',
      'track-rbf-summary',
      'track-asset',
      'ping',
    ])
    await userEvent.selectOptions(screen.getByLabelText('Message'), 'ping')
    expect(screen.getByLabelText('Sent as')).toHaveValue('{"action":"ping"}')
    await userEvent.click(screen.getByRole('button', { name: 'Send on a new socket' }))
    const socket = sockets[0]
    if (!socket) throw new Error('no socket')
    expect(socket.url).toBe('wss://example.test/api/v1/ws')
    act(() => socket.onopen?.({}))
    expect(socket.sent).toEqual(['{"action":"ping"}'])
    act(() => socket.onclose?.({}))
    expect(await screen.findByTestId('ws-try-summary')).toHaveTextContent(
      'Received 0 frames before the service closed the socket.',
    )
  })
})
