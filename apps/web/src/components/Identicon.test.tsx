import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Identicon } from './Identicon'
import { identicon } from './identicon'

/** The lit cells an Identicon drew, as "x,y" (the first rect is the background). */
function drawnCells(container: HTMLElement): string[] {
  return [...container.querySelectorAll('rect')]
    .slice(1)
    .map((rect) => `${rect.getAttribute('x')},${rect.getAttribute('y')}`)
}

describe('Identicon', () => {
  it('draws the pattern of the id, named for assistive technology', () => {
    const { container } = render(<Identicon id="antpool" label="AntPool" />)
    expect(screen.getByRole('img', { name: 'AntPool' })).toBeInTheDocument()
    const expected = identicon('antpool').cells.flatMap((on, i) =>
      on ? [`${i % 5},${Math.floor(i / 5)}`] : [],
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(drawnCells(container)).toEqual(expected)
    const again = render(<Identicon id="antpool" label="" />).container
    expect(drawnCells(again)).toEqual(expected)
    expect(again.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws different ids differently', () => {
    const a = drawnCells(render(<Identicon id="antpool" label="" />).container)
    const b = drawnCells(render(<Identicon id="foundryusa" label="" />).container)
    expect(a).not.toEqual(b)
  })
})
