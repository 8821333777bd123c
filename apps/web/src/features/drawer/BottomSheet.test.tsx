import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { BottomSheet } from './BottomSheet'

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <BottomSheet
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next)
          setOpen(next)
        }}
        title="Menu"
        snaps={[0.5, 1]}
      >
        <p>content</p>
      </BottomSheet>
    </>
  )
}

/** The sheet at 400 px tall; pointer events at `ys` (px) every `dt` ms. */
function dragSheet(sheet: HTMLElement, ys: number[], dt: number) {
  vi.spyOn(sheet, 'getBoundingClientRect').mockReturnValue({ height: 400 } as DOMRect)
  // Event times cannot be passed to the constructor: set them on the event (React reads 0 as "now").
  const send = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', y: number, i: number) => {
    const event = createEvent[type](sheet, { pointerId: 1, button: 0, clientY: y })
    Object.defineProperty(event, 'timeStamp', { value: 1_000 + i * dt })
    fireEvent(sheet, event)
  }
  ys.forEach((y, i) => {
    send(i === 0 ? 'pointerDown' : 'pointerMove', y, i)
  })
  send('pointerUp', ys.at(-1) ?? 0, ys.length - 1)
}

async function openSheet() {
  await userEvent.click(screen.getByRole('button', { name: 'open' }))
  return screen.findByTestId('drawer')
}

describe('BottomSheet', () => {
  it('opens at its first snap point as a titled modal dialog and closes with Escape', async () => {
    renderWithProviders(<Harness />)
    const sheet = await openSheet()
    expect(sheet).toHaveAttribute('role', 'dialog')
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(sheet)
    expect(sheet).toHaveAttribute('data-snap', '0')
    expect(sheet.style.getPropertyValue('--sheet-snap')).toBe('0.5')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('drawer')).not.toBeInTheDocument())
  })

  it('locks page scrolling while open', async () => {
    renderWithProviders(<Harness />)
    await openSheet()
    const locked = () =>
      [document.documentElement, document.body].some(
        (el) => getComputedStyle(el).overflowY === 'hidden',
      )
    await waitFor(() => expect(locked()).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(locked()).toBe(false))
  })

  it('snaps up when dragged up slowly and down again', async () => {
    renderWithProviders(<Harness />)
    const sheet = await openSheet()
    // Up 150 px over 300 ms (0.5 px/ms would be a flick: keep it slow at the end).
    act(() =>
      dragSheet(sheet, [500, 480, 450, 420, 390, 360, 350, 350, 350, 350, 350, 350, 350], 40),
    )
    expect(sheet).toHaveAttribute('data-snap', '1')
    act(() => dragSheet(sheet, [300, 320, 360, 400, 440, 460, 460, 460, 460, 460, 460, 460], 40))
    expect(sheet).toHaveAttribute('data-snap', '0')
    expect(sheet.hasAttribute('data-dragging')).toBe(false)
    expect(sheet.style.getPropertyValue('--sheet-drag')).toBe('0px')
  })

  it('closes when dragged past a quarter of its height', async () => {
    const onOpenChange = vi.fn()
    renderWithProviders(<Harness onOpenChange={onOpenChange} />)
    const sheet = await openSheet()
    // Resting at 200 px (half of 400); a quarter of it is 50 px: drag 60 px down, slowly.
    act(() => dragSheet(sheet, [500, 510, 530, 550, 560, 560, 560, 560, 560, 560, 560], 40))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('closes on a fast flick, even a short one', async () => {
    const onOpenChange = vi.fn()
    renderWithProviders(<Harness onOpenChange={onOpenChange} />)
    const sheet = await openSheet()
    act(() => dragSheet(sheet, [500, 508, 516, 524, 532], 16)) // 0.5 px/ms over 32 px
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
  })

  it('treats a small movement as a tap, not a drag', async () => {
    const onOpenChange = vi.fn()
    renderWithProviders(<Harness onOpenChange={onOpenChange} />)
    const sheet = await openSheet()
    act(() => dragSheet(sheet, [500, 503, 505], 1))
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
    expect(sheet).toHaveAttribute('data-snap', '0')
  })
})
