import { render, screen, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useKeepFocus } from './useKeepFocus'

function LiveList({ ids }: { ids: readonly string[] }) {
  const box = useRef<HTMLDivElement>(null)
  useKeepFocus(box)
  return (
    <>
      <button type="button">Outside</button>
      <div ref={box} tabIndex={-1} data-testid="box">
        <ul>
          {ids.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{id}</a>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

describe('useKeepFocus', () => {
  it('moves focus to the item now in the place of one that left', async () => {
    const { rerender } = render(<LiveList ids={['c', 'b', 'a']} />)
    screen.getByRole('link', { name: 'a' }).focus()
    rerender(<LiveList ids={['d', 'c', 'b']} />)
    await waitFor(() => expect(screen.getByRole('link', { name: 'b' })).toHaveFocus())
  })

  it('leaves a focused item that stays where it is, wherever it moves to', async () => {
    const { rerender } = render(<LiveList ids={['c', 'b', 'a']} />)
    screen.getByRole('link', { name: 'b' }).focus()
    rerender(<LiveList ids={['d', 'c', 'b']} />)
    await Promise.resolve()
    expect(screen.getByRole('link', { name: 'b' })).toHaveFocus()
    // Its new place counts: when it leaves later, the item now last takes focus.
    rerender(<LiveList ids={['e', 'd', 'c']} />)
    await waitFor(() => expect(screen.getByRole('link', { name: 'c' })).toHaveFocus())
  })

  it('focuses the list itself when no item is left', async () => {
    const { rerender } = render(<LiveList ids={['a']} />)
    screen.getByRole('link', { name: 'a' }).focus()
    rerender(<LiveList ids={[]} />)
    await waitFor(() => expect(screen.getByTestId('box')).toHaveFocus())
  })

  it('does not take focus back once it has gone elsewhere', async () => {
    const { rerender } = render(<LiveList ids={['b', 'a']} />)
    screen.getByRole('link', { name: 'a' }).focus()
    screen.getByRole('button', { name: 'Outside' }).focus()
    await new Promise((resolve) => setTimeout(resolve, 0))
    rerender(<LiveList ids={['c', 'b']} />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus()
    ;(document.activeElement as HTMLElement).blur()
    rerender(<LiveList ids={['d', 'c']} />)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.body).toHaveFocus()
  })
})
