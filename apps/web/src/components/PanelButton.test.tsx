import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PanelButton, type PanelProps } from './PanelButton'

function Panel({ open }: PanelProps) {
  return open ? <div role="dialog" aria-label="Panel" /> : null
}

const button = (preload: () => void) =>
  render(
    <PanelButton
      label="Settings"
      testId="settings-button"
      className=""
      panel={Panel}
      preload={preload}
    >
      <span />
    </PanelButton>,
  )

describe('PanelButton', () => {
  it('fetches nothing until the user heads for it', () => {
    const preload = vi.fn()
    button(preload)
    expect(preload).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('fetches the panel when a pointer comes over it, a finger touches it or focus lands on it', () => {
    const preload = vi.fn()
    button(preload)
    const target = screen.getByRole('button', { name: 'Settings' })
    fireEvent.pointerEnter(target)
    fireEvent.pointerDown(target)
    fireEvent.focus(target)
    expect(preload).toHaveBeenCalledTimes(3)
  })

  it('opens the panel on click', () => {
    button(() => {})
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy()
  })
})
