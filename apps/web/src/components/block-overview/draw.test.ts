import type { StrippedTransaction } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { feeColor } from '../../features/dashboard/model/fee-colors'
import { drawOverview, overviewGeometry } from './draw'
import { packOverview } from './layout'

const txs: StrippedTransaction[] = [
  { txid: 'a'.repeat(64), fee: 20_000, vsize: 200, value: 0 },
  { txid: 'b'.repeat(64), fee: 200, vsize: 200, value: 0 },
]

function recorder() {
  const calls: string[] = []
  let fill = ''
  const ctx = {
    clearRect: () => calls.push('clear'),
    fillRect: (x: number, y: number, w: number, h: number) =>
      calls.push(`fill ${fill} ${x},${y} ${w}x${h}`),
    strokeRect: () => calls.push('stroke'),
    set fillStyle(value: string) {
      fill = value
    },
    strokeStyle: '',
    lineWidth: 0,
  }
  return { calls, ctx: ctx as unknown as CanvasRenderingContext2D }
}

describe('overviewGeometry', () => {
  it('fills the width and is as tall as the packed rows', () => {
    const layout = { ...packOverview(txs, 10), rows: 5 }
    expect(overviewGeometry(layout, 200, 1000)).toEqual({ cell: 20, width: 200, height: 100 })
  })

  it('shrinks the cells when overflowing rows would pass the height limit', () => {
    const layout = { ...packOverview(txs, 10), rows: 40 }
    expect(overviewGeometry(layout, 200, 400)).toEqual({ cell: 10, width: 200, height: 400 })
  })
})

describe('drawOverview', () => {
  it('fills one rect per transaction in its fee colour, and outlines the highlight', () => {
    const layout = packOverview(txs, 10)
    const geometry = overviewGeometry(layout, 100, 1000)
    const { calls, ctx } = recorder()
    drawOverview(ctx, txs, layout, geometry, 1, '#fff', 'main')
    const fills = calls.filter((c) => c.startsWith('fill'))
    expect(fills).toHaveLength(2)
    expect(fills[0]).toContain(feeColor(100, 'main'))
    expect(fills[1]).toContain(feeColor(1, 'main'))
    expect(calls.at(-1)).toBe('stroke')
    const plain = recorder()
    drawOverview(plain.ctx, txs, layout, geometry, -1, '#fff', 'main')
    expect(plain.calls.filter((c) => c.startsWith('fill'))).toHaveLength(2)
    expect(plain.calls).not.toContain('stroke')
  })
})
