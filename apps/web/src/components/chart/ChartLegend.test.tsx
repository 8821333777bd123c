import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChartLegend, legendEntries } from './ChartLegend'

const capacity = { label: 'Capacity', color: '#f00', values: [1, 2] }
const channels = { label: 'Channels', color: '#00f', values: [3, 4] }

describe('ChartLegend', () => {
  it('says whose scale is on which side when there are two', () => {
    expect(
      legendEntries({ times: [1, 2], series: [capacity], stacked: false, right: channels }),
    ).toEqual([
      { label: 'Capacity (left)', color: '#f00' },
      { label: 'Channels (right)', color: '#00f' },
    ])
    expect(legendEntries({ times: [1, 2], series: [capacity], stacked: false })).toEqual([
      { label: 'Capacity', color: '#f00' },
    ])
  })

  it('is a labelled list when named, hidden from screen readers otherwise', () => {
    const data = { times: [1, 2], series: [capacity, channels], stacked: true }
    const { unmount } = render(<ChartLegend data={data} label="Bands" />)
    expect(screen.getByRole('list', { name: 'Bands' })).toHaveTextContent('CapacityChannels')
    unmount()
    render(<ChartLegend data={data} />)
    expect(screen.queryByRole('list')).toBeNull()
  })
})
