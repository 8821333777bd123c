import type { Utxo } from '@outpoint/explorer-client'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { UtxoList } from './UtxoList'

const utxos = (count: number): Utxo[] =>
  Array.from({ length: count }, (_, i) => ({
    txid: i.toString(16).padStart(64, '0'),
    vout: 0,
    value: 1000 + i,
    status: { confirmed: true, block_height: 800_000 + i },
  }))

it('offers the next outputs with the count left in the page’s figures', async () => {
  renderWithProviders(<UtxoList utxos={utxos(1026)} />)
  const more = screen.getByRole('button', { name: 'Show 100 more of 1,001' })
  await userEvent.click(more)
  expect(screen.getByRole('button', { name: 'Show 100 more of 901' })).toBeInTheDocument()
})

it('offers a last output as one', () => {
  renderWithProviders(<UtxoList utxos={utxos(26)} />)
  expect(screen.getByRole('button', { name: 'Show 1 more of 1' })).toBeInTheDocument()
})
