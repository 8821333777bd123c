import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useDashboardFeed } from '../queries/useDashboardFeed'
import { pushInitBlocks } from '../test/pushInit'
import { renderWithApp } from '../test/renderWithApp'
import { BlockchainBar } from './BlockchainBar'

function LiveBar() {
  useDashboardFeed()
  return <BlockchainBar />
}

async function renderBar() {
  const harness = renderWithApp(<LiveBar />)
  act(() => pushInitBlocks(harness.feed))
  await waitFor(() => expect(screen.getAllByTestId('mined-block')).toHaveLength(8))
  return harness
}

/** The tiles of one side of the bar, skeletons included: their count and the classes that size them. */
const tiles = (side: string) =>
  [...document.querySelectorAll(`[aria-label="${side}"] > li > *`)].map((t) =>
    t.classList.contains('db-block'),
  )

describe('BlockchainBar', () => {
  it('holds a tile box for every block before the data lands, so nothing moves when it does', async () => {
    const { feed } = renderWithApp(<LiveBar />)
    const before = [tiles('Projected mempool blocks'), tiles('Latest mined blocks')]
    act(() => pushInitBlocks(feed))
    await waitFor(() => expect(screen.getAllByTestId('mined-block')).toHaveLength(8))
    expect([tiles('Projected mempool blocks'), tiles('Latest mined blocks')]).toEqual(before)
    expect(before.flat()).toEqual(Array(16).fill(true))
  })

  it('is one tab stop, at the next block', async () => {
    await renderBar()
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toHaveAttribute('data-index', '0')
    const stops = [...document.querySelectorAll<HTMLElement>('[data-block]')].filter(
      (b) => b.tabIndex === 0,
    )
    expect(stops).toHaveLength(1)
  })

  it('moves between blocks with the arrow keys, Home and End', async () => {
    await renderBar()
    const user = userEvent.setup()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAttribute('data-height', '837050')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAttribute('data-height', '837049')
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toHaveAttribute('data-index', '1')
    await user.keyboard('{End}')
    expect(document.activeElement).toHaveAttribute('data-height', '837043')
    await user.keyboard('{Home}')
    expect(document.activeElement).toHaveAttribute('data-index', '7')
    // The block last focused is where Tab comes back to.
    expect(document.activeElement).toHaveAttribute('tabindex', '0')
  })
})
