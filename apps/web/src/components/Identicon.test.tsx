import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Identicon } from './Identicon'

describe('Identicon', () => {
  it('draws the pattern of the id, named for assistive technology', () => {
    const { container } = render(<Identicon id="antpool" label="AntPool" />)
    expect(screen.getByRole('img', { name: 'AntPool' })).toBeInTheDocument()
    const lit = container.querySelectorAll('rect').length - 1
    const again = render(<Identicon id="antpool" label="" />).container
    expect(again.querySelectorAll('rect').length - 1).toBe(lit)
    expect(again.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })
})
