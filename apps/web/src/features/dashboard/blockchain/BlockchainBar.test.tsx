import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useDashboardFeed } from '../queries/useDashboardFeed'
import { initFrame } from '../test/fixtures'
import { renderWithApp } from '../test/renderWithApp'
import { BlockchainBar } from './BlockchainBar'

function LiveBar() {
  useDashboardFeed()
  return <BlockchainBar />
}

async function renderBar() {
  const harness = renderWithApp(<LiveBar />)
  const init = initFrame()
  act(() => {
    harness.feed.push({ type: 'data', name: 'blocks' }, { key: 'blocks', data: init.blocks })
    harness.feed.push(
      { type: 'data', name: 'mempool-blocks' },
      { key: 'mempool-blocks', data: init['mempool-blocks'] },
    )
  })
  await waitFor(() => expect(screen.getAllByTestId('mined-block')).toHaveLength(8))
  return harness
}

describe('BlockchainBar', () => {
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
