import { describe, expect, it } from 'vitest'
import { drawChart } from './draw'
import { type ChartData, chartLayout } from './layout'

/** A 2D context that records the path calls and the strokes' colours, enough to check the geometry. */
function recordingContext() {
  const calls: [string, ...number[]][] = []
  const strokes: string[] = []
  const labels: { text: string; x: number; align: string }[] = []
  const ctx = {
    clearRect: () => {},
    beginPath: () => calls.push(['begin']),
    moveTo: (x: number, y: number) => calls.push(['move', x, y]),
    lineTo: (x: number, y: number) => calls.push(['line', x, y]),
    stroke() {
      strokes.push(String(this.strokeStyle))
    },
    fillText(text: string, x: number) {
      labels.push({ text, x, align: this.textAlign })
    },
    // Every character 6 px wide.
    measureText: (text: string) => ({ width: text.length * 6 }),
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'top',
  }
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, strokes, labels }
}

const data: ChartData = {
  times: [0, 100, 200],
  series: [{ label: 'Hashrate', color: 'orange', values: [1, 3, 2] }],
  stacked: false,
  range: true,
  right: { label: 'Difficulty', color: 'blue', values: [5, 5, 6], steps: true },
}
const style = { text: 'grey', grid: 'darkgrey', font: '11px sans-serif' }
const text = { value: String, right: String, time: { ticks: [], tick: String } }

describe('drawChart with a scale on each side', () => {
  it('draws the stepped series flat until each change, the other point to point', () => {
    const { ctx, calls, strokes } = recordingContext()
    const layout = chartLayout(data, 400, 200)
    drawChart(ctx, data, layout, style, text, undefined)
    expect(strokes.slice(-2)).toEqual(['blue', 'orange'])
    const paths: [string, ...number[]][][] = []
    for (const call of calls) {
      if (call[0] === 'begin') paths.push([])
      else paths.at(-1)?.push(call)
    }
    const [step, line] = paths.slice(-2)
    const x = layout.x
    const r = (v: number) => layout.right?.y(v)
    const l = layout.left.y
    expect(step).toEqual([
      ['move', x(0), r(5)],
      ['line', x(100), r(5)],
      ['line', x(100), r(5)],
      ['line', x(200), r(5)],
      ['line', x(200), r(6)],
    ])
    expect(line).toEqual([
      ['move', x(0), l(1)],
      ['line', x(100), l(3)],
      ['line', x(200), l(2)],
    ])
  })

  it('marks the hovered point with a vertical line', () => {
    const { ctx, calls } = recordingContext()
    const layout = chartLayout(data, 400, 200)
    drawChart(ctx, data, layout, style, text, 1)
    const hx = Math.round(layout.x(100)) + 0.5
    expect(calls.slice(-2)).toEqual([
      ['move', hx, layout.plot.top],
      ['line', hx, layout.plot.bottom],
    ])
  })
})

describe('drawChart labels', () => {
  const single: ChartData = { times: [0, 100, 200], series: data.series, stacked: false }
  const times = { ticks: [0, 100, 200], tick: (t: number) => `tick ${t}` }

  it('keeps the first and last time labels inside the canvas, the others centred on their ticks', () => {
    const { ctx, labels } = recordingContext()
    const layout = chartLayout(single, 400, 200)
    drawChart(ctx, single, layout, style, { ...text, time: times }, undefined)
    const drawn = labels.filter((l) => l.text.startsWith('tick'))
    const box = (l: { text: string; x: number } | undefined) =>
      l ? [l.x - l.text.length * 3, l.x + l.text.length * 3] : []
    expect(drawn.map((l) => l.align)).toEqual(['center', 'center', 'center'])
    expect(drawn[1]?.x).toBe(layout.x(100))
    // "tick 200" is 48 px wide: centred on the plot's right end (392) it would end at 416.
    expect(box(drawn[2])).toEqual([352, 400])
    for (const l of drawn) {
      const [from = 0, to = 0] = box(l)
      expect(from).toBeGreaterThanOrEqual(0)
      expect(to).toBeLessThanOrEqual(400)
    }
  })
})

describe('drawChart with bars', () => {
  it('draws a bar from zero to each value in that value’s colour, and no line', () => {
    const { ctx, strokes } = recordingContext()
    const rects: { x: number; y: number; w: number; h: number; fill: string }[] = []
    Object.assign(ctx, {
      fillRect(this: { fillStyle: string }, x: number, y: number, w: number, h: number) {
        rects.push({ x, y, w, h, fill: this.fillStyle })
      },
    })
    const bars: ChartData = {
      times: [0, 100, 200],
      series: [
        { label: 'Health', color: 'green', values: [100, 50, 90], barColors: ['g', 'r', 'y'] },
      ],
      stacked: false,
    }
    const layout = chartLayout(bars, 400, 200)
    drawChart(ctx, bars, layout, style, text, undefined)
    expect(rects.map((r) => r.fill)).toEqual(['g', 'r', 'y'])
    const base = layout.left.y(0)
    expect(rects[1]?.y).toBeCloseTo(layout.left.y(50))
    expect((rects[1]?.y ?? 0) + (rects[1]?.h ?? 0)).toBeCloseTo(base)
    const room = layout.x(100) - layout.x(0)
    expect(rects[0]?.w).toBeCloseTo(Math.min(50, room * 0.9))
    expect(rects[1]?.x).toBeCloseTo(layout.x(100) - (rects[1]?.w ?? 0) / 2)
    // Only the grid is stroked: the series is not also drawn as a line.
    expect(strokes).not.toContain('green')
  })
})
