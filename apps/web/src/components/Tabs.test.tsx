import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs } from './Tabs'

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
