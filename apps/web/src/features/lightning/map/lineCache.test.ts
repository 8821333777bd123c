import { describe, expect, it } from 'vitest'
import { covers } from './lineCache'
import { buildChannels } from './model'

const channels = buildChannels([['a', 'A', 0, 0, 'b', 'B', 10, 10]])
const size = { width: 800, height: 400 }
const rendered = {
  view: { scale: 1_600, offsetX: -300, offsetY: -500 },
  size,
  ratio: 2,
  channels,
  colour: 'orange',
  marginX: 400,
  marginY: 200,
}

describe('covers', () => {
  it('reuses the layer for a pan within its margin', () => {
    expect(covers(rendered, size, 2, rendered.view, channels, 'orange')).toBe(true)
    const panned = { scale: 1_600, offsetX: -300 + 400, offsetY: -500 - 200 }
    expect(covers(rendered, size, 2, panned, channels, 'orange')).toBe(true)
  })

  it('renders again past the margin, on zoom, new data, colour, size or pixel ratio', () => {
    const view = rendered.view
    expect(
      covers(rendered, size, 2, { ...view, offsetX: view.offsetX + 401 }, channels, 'orange'),
    ).toBe(false)
    expect(covers(rendered, size, 2, { ...view, scale: 2_400 }, channels, 'orange')).toBe(false)
    expect(covers(rendered, size, 2, view, buildChannels([]), 'orange')).toBe(false)
    expect(covers(rendered, size, 2, view, channels, 'blue')).toBe(false)
    expect(covers(rendered, { width: 801, height: 400 }, 2, view, channels, 'orange')).toBe(false)
    expect(covers(rendered, size, 1, view, channels, 'orange')).toBe(false)
  })
})
