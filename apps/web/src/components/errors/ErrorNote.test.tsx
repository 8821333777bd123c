import { HttpRequestError } from '@outpoint/explorer-client'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorNote } from './ErrorNote'

const url = 'https://example.test/api/block/ab/txs/0'

describe('ErrorNote', () => {
  it('says what failed and why in words, never the client’s "Details:" tail', () => {
    render(
      <ErrorNote
        what="Could not load these transactions"
        error={new HttpRequestError(503, url, 'Service Unavailable')}
      />,
    )
    const note = screen.getByRole('alert')
    expect(note).toHaveTextContent(
      'Could not load these transactions: The data service is unavailable right now (HTTP 503): try again in a moment.',
    )
    expect(note).not.toHaveTextContent('Details:')
    expect(note).not.toHaveTextContent(url)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the service’s words as text, not HTML, and asks again on Retry', async () => {
    const retry = vi.fn()
    render(
      <ErrorNote
        what="Could not load"
        error={new HttpRequestError(400, url, 'bad <img src=x onerror=alert(1)>')}
        retry={retry}
        as="span"
        testId="note"
      />,
    )
    const note = screen.getByTestId('note')
    expect(note.tagName).toBe('SPAN')
    expect(note.querySelector('img')).toBeNull()
    expect(note).toHaveTextContent('“bad <img src=x onerror=alert(1)>”')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('words a plain error by its message', () => {
    render(<ErrorNote what="The map could not load" error={new Error('No outline.')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The map could not load: No outline.')
  })
})
