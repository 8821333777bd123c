import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { GraphPanel } from './GraphPanel'
import type { GraphTable } from './graph-table'

const table: GraphTable = {
  headings: ['Time', 'Fees'],
  rows: [
    ['Nov 2', '2 BTC'],
    ['Nov 1', '1 BTC'],
  ],
  raw: [
    ['2026-11-02T00:00:00.000Z', 2],
    ['2026-11-01T00:00:00.000Z', 1],
  ],
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>
}

function renderPanel(start: string, figures: GraphTable | undefined = table) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <GraphPanel title="Fees" testId="fees" status="ready" table={figures} fileName="fees">
        <p>the chart</p>
      </GraphPanel>
      <Search />
    </MemoryRouter>,
  )
}

describe('GraphPanel', () => {
  it('shows the chart, and the same figures as a table when asked, keeping the choice in the URL', async () => {
    renderPanel('/graphs/x?range=1y')
    expect(screen.getByText('the chart')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Table' }))
    expect(screen.queryByText('the chart')).not.toBeInTheDocument()
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells).toEqual(['Nov 2', '2 BTC', 'Nov 1', '1 BTC'])
    expect(screen.getByTestId('search')).toHaveTextContent('?range=1y&view=table')
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens on the table when the URL says so', () => {
    renderPanel('/graphs/x?view=table')
    expect(screen.getByRole('columnheader', { name: 'Fees' })).toBeInTheDocument()
  })

  it('offers no download before there are figures', () => {
    renderPanel('/graphs/x', { headings: ['Time'], rows: [], raw: [] })
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })
})
