import type { StrippedTransaction } from '@outpoint/explorer-client'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/renderWithProviders'
import { BlockOverview } from './BlockOverview'

const txs: StrippedTransaction[] = [1, 2, 3].map((n) => ({
  txid: String(n).repeat(64),
  fee: n * 1000,
  vsize: 200,
  value: 50_000,
}))

describe('BlockOverview', () => {
  it('moves a highlight with the arrow keys and opens it with Enter', async () => {
    const onSelect = vi.fn()
    renderWithProviders(<BlockOverview txs={txs} onSelect={onSelect} label="Block 7" />)
    const surface = screen.getByRole('application', { name: /Block 7: 3 transactions/ })
    await userEvent.tab()
    expect(surface).toHaveFocus()
    const overview = screen.getByTestId('block-overview')
    // Highest fee rate first: tx 3, then 2, then 1.
    expect(overview).toHaveAttribute('data-highlighted', '3'.repeat(64))
    await userEvent.keyboard('{ArrowRight}')
    expect(overview).toHaveAttribute('data-highlighted', '2'.repeat(64))
    expect(screen.getByTestId('block-overview-tooltip')).toHaveTextContent('2'.repeat(64))
    expect(screen.getByText(/^Transaction 2{64}, 10 sat\/vB, 200 vB$/)).toBeInTheDocument()
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('2'.repeat(64))
  })

  it('is named by what it shows and describes its keys apart from the name', () => {
    renderWithProviders(<BlockOverview txs={txs} label="Block 7" />)
    const surface = screen.getByRole('application', { name: 'Block 7: 3 transactions' })
    expect(surface).toHaveAttribute('tabindex', '0')
    expect(surface).toHaveAccessibleDescription(
      /^Arrow keys move between the transactions, Enter opens/,
    )
  })

  it('selects the square under a click', () => {
    const onSelect = vi.fn()
    renderWithProviders(<BlockOverview txs={txs} onSelect={onSelect} label="Block 7" />)
    const surface = screen.getByRole('application')
    // happy-dom lays nothing out: the rect is at 0,0 and the cell size falls back to 1 px per cell.
    fireEvent.click(surface, { clientX: 0.5, clientY: 0.5 })
    expect(onSelect).toHaveBeenCalledWith('3'.repeat(64))
  })

  it('keeps the highlight in range when transactions leave', async () => {
    function Shrinking() {
      const [shown, setShown] = useState(txs)
      return (
        <>
          <button type="button" onClick={() => setShown(txs.slice(1))}>
            drop
          </button>
          <BlockOverview txs={shown} label="Projected" />
        </>
      )
    }
    renderWithProviders(<Shrinking />)
    await userEvent.click(screen.getByRole('application'))
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    const overview = screen.getByTestId('block-overview')
    expect(overview).toHaveAttribute('data-highlighted', '1'.repeat(64))
    await userEvent.click(screen.getByRole('button', { name: 'drop' }))
    // Two squares left (tx 3 and tx 2): the highlight falls back to the last one.
    expect(overview).toHaveAttribute('data-count', '2')
    expect(overview).toHaveAttribute('data-highlighted', '2'.repeat(64))
  })

  it('names a marked transaction in the tooltip and to screen readers', async () => {
    const marks = new Map([['2'.repeat(64), { label: 'Missing', color: '#e8405a' }]])
    renderWithProviders(
      <BlockOverview txs={txs} label="Expected block" markOf={(txid) => marks.get(txid)} />,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByTestId('block-overview-mark')).toHaveTextContent('Missing')
    expect(screen.getByText(/^Transaction 2{64}, 10 sat\/vB, 200 vB, Missing$/)).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.queryByTestId('block-overview-mark')).toBeNull()
  })

  it('keeps to its box when given one: a tall packing shrinks its squares, the box keeps its height', () => {
    // happy-dom lays nothing out: the wrapper is 640 px wide here. Three equal squares stack one per row,
    // a packing far taller than four fifths of the width.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640)
    try {
      const { unmount } = renderWithProviders(
        <BlockOverview txs={txs} label="Block 7" boxRatio={0.8} />,
      )
      const overview = screen.getByTestId('block-overview')
      expect(overview.style.aspectRatio).toBe('1 / 0.8')
      const canvas = overview.querySelector('canvas')
      expect(Number.parseFloat(canvas?.style.height ?? '')).toBeLessThanOrEqual(512)
      unmount()
      renderWithProviders(<BlockOverview txs={txs} label="Block 7" />)
      const free = screen.getByTestId('block-overview')
      expect(free.style.aspectRatio).toBe('')
      expect(Number.parseFloat(free.querySelector('canvas')?.style.height ?? '')).toBeGreaterThan(
        512,
      )
    } finally {
      width.mockRestore()
    }
  })
})
