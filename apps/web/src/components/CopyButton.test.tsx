import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  })
}

afterEach(() => {
  stubClipboard(undefined)
  vi.useRealTimers()
})

describe('CopyButton', () => {
  it('copies its text, says so, and offers to copy again after two seconds', async () => {
    const writeText = vi.fn(async (_text: string) => {})
    stubClipboard(writeText)
    vi.useFakeTimers()
    render(<CopyButton text="bc1qexample" label="address" />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })))
    expect(writeText).toHaveBeenCalledWith('bc1qexample')
    expect(screen.getByRole('button', { name: 'address copied' })).toHaveTextContent('Copied')
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('button', { name: 'Copy address' })).toHaveTextContent('Copy')
  })

  it('says it could not copy when the clipboard refuses or is missing', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')))
    const { unmount } = render(<CopyButton text="00ff" label="hash" />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy hash' })))
    expect(screen.getByRole('button', { name: 'Could not copy hash' })).toHaveTextContent(
      'Copy failed',
    )
    unmount()
    stubClipboard(undefined)
    render(<CopyButton text="00ff" label="hash" />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy hash' })))
    expect(screen.getByRole('button', { name: 'Could not copy hash' })).toBeInTheDocument()
  })
})
