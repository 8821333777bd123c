import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Identicon } from './Identicon'
import { Tabs } from './Tabs'

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

describe('Tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', async () => {
    render(
      <Tabs
        label="Recent"
        items={[
          { value: 'txs', label: 'Transactions', content: <p>tx list</p> },
          { value: 'rbf', label: 'Replacements', content: <p>rbf list</p> },
        ]}
      />,
    )
    expect(screen.getByRole('tablist', { name: 'Recent' })).toBeInTheDocument()
    expect(screen.getByText('tx list')).toBeVisible()
    expect(screen.queryByText('rbf list')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Transactions' }))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(screen.getByRole('tab', { name: 'Replacements' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByText('rbf list')).toBeInTheDocument()
  })
})
