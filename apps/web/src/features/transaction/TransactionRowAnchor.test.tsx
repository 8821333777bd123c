import type { Transaction } from '@outpoint/explorer-client'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../app/AppRoutes'
import { renderApp } from '../../test/renderApp'
import { renderWithProviders } from '../../test/renderWithProviders'
import { fakeTx, fakeTxid } from './test/txFixture'

const txid = fakeTxid('ab')
let served: Transaction

beforeEach(() => {
  served = fakeTx(3)
  vi.stubGlobal('fetch', async (url: string) =>
    url.endsWith(`/tx/${txid}`)
      ? Response.json(served)
      : new Response('not found', { status: 404 }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const highlighted = () => document.querySelectorAll('[data-highlighted]')

describe('row anchors (#vout=N, #vin=N)', () => {
  it('highlights and focuses the output of #vout=N', async () => {
    renderApp(`/tx/${txid}#vout=1`)
    // The file's first page also loads the lazy transaction route's code: a loaded machine needs time.
    const rows = await screen.findAllByTestId('tx-output', {}, { timeout: 15_000 })
    expect(rows[1]).toHaveAttribute('data-highlighted', 'true')
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(highlighted()).toHaveLength(1)
    await waitFor(() => expect(document.activeElement).toBe(rows[1]))
  })

  it('highlights and focuses the input of #vin=N', async () => {
    renderApp(`/testnet/tx/${txid}#vin=1`)
    const rows = await screen.findAllByTestId('tx-input')
    expect(rows[1]).toHaveAttribute('data-highlighted', 'true')
    expect(screen.getAllByTestId('tx-output').some((r) => r.hasAttribute('data-highlighted'))).toBe(
      false,
    )
    await waitFor(() => expect(document.activeElement).toBe(rows[1]))
  })

  it.each([
    ['#vout=9', 'This transaction has 3 outputs: there is no output 9.'],
    ['#vin=2', 'This transaction has 2 inputs: there is no input 2.'],
  ])('says which row of %s does not exist', async (hash, text) => {
    renderApp(`/tx/${txid}${hash}`)
    expect(await screen.findByTestId('tx-bad-vout')).toHaveTextContent(text)
    expect(highlighted()).toHaveLength(0)
  })

  it('ignores a hash that names no row', async () => {
    renderApp(`/tx/${txid}#content`)
    expect(await screen.findAllByTestId('tx-output')).toHaveLength(3)
    expect(highlighted()).toHaveLength(0)
    expect(screen.queryByTestId('tx-bad-vout')).not.toBeInTheDocument()
  })

  it('follows the hash when only it changes on the open page', async () => {
    function GoTo({ hash }: { hash: string }) {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => void navigate({ hash })}>
          go {hash}
        </button>
      )
    }
    renderWithProviders(
      <>
        <AppRoutes />
        <GoTo hash="#vin=0" />
      </>,
      `/tx/${txid}#vout=2`,
    )
    const outputs = await screen.findAllByTestId('tx-output')
    expect(outputs[2]).toHaveAttribute('data-highlighted', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'go #vin=0' }))
    const inputs = screen.getAllByTestId('tx-input')
    await waitFor(() => expect(inputs[0]).toHaveAttribute('data-highlighted', 'true'))
    expect(outputs[2]).not.toHaveAttribute('data-highlighted')
    await waitFor(() => expect(document.activeElement).toBe(inputs[0]))
  })
})
