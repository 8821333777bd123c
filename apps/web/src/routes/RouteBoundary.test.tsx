import { HttpRequestError } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { RouteBoundary } from './RouteBoundary'

function Tip({ load }: { load: () => Promise<number> }) {
  const { data } = useSuspenseQuery({ queryKey: ['tip'], queryFn: load })
  return <p>Tip {data}</p>
}

describe('RouteBoundary', () => {
  it('shows what failed and retries the failed query on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(
        new HttpRequestError(502, 'https://example.test/api/blocks/tip/height', 'Bad Gateway'),
      )
      .mockResolvedValueOnce(870_123)
    renderWithProviders(
      <RouteBoundary>
        <Tip load={load} />
      </RouteBoundary>,
    )

    const error = await screen.findByTestId('route-error')
    expect(error).toHaveTextContent(
      'The data service answered 502 for https://example.test/api/blocks/tip/height: Bad Gateway.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Tip 870123')).toBeInTheDocument()
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shows a plain error message when the failure is not the client’s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('<b>boom</b>')
    }
    renderWithProviders(
      <RouteBoundary>
        <Broken />
      </RouteBoundary>,
    )
    expect(await screen.findByTestId('route-error')).toHaveTextContent('<b>boom</b>')
    expect(document.querySelector('b')).toBeNull()
  })
})
