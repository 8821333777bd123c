import { afterEach, expect, test, vi } from 'vitest'
import { catchUpLimit } from '../chain/live-driver.js'
import { Simnet } from '../simnet.js'
import { liquidTime, startLiquidLive } from './live.js'
import { generateLiquid } from './sim.js'
import type { LiquidBlockRecord } from './types.js'

afterEach(() => {
  vi.useRealTimers()
})

test('a live Liquid network starts its clock at the wall clock, first signing the blocks due since its tip', () => {
  // 2026-11-21T18:00:00Z: the CLI's hourly tip, started 40 minutes into the hour.
  const tipTime = 1_795_284_000
  const sim = generateLiquid('liquidtestnet', 1, tipTime)
  const { options } = new Simnet({ tipTime, speed: 1 })
  const started = tipTime + 2_400
  vi.useFakeTimers({ now: started * 1000 })
  const signed: LiquidBlockRecord[] = []
  sim.chain.events.on('block', (block) => {
    signed.push(block)
  })
  const stop = startLiquidLive(sim, options)
  vi.advanceTimersByTime(1_000)
  // A block a minute over the last ten of the 40 minutes (the older gap is
  // skipped: catchUpLimit), then on at the wall clock's pace.
  const caughtUp = catchUpLimit / 60
  expect(signed.map((block) => block.time)).toEqual(
    Array.from({ length: caughtUp }, (_, i) => started - catchUpLimit + 60 * (i + 1)),
  )
  expect(liquidTime(sim)).toBe(started + 1)
  vi.advanceTimersByTime(60_000)
  expect(signed.at(-1)?.time).toBe(tipTime + 60 * 41)
  stop()
  expect(vi.getTimerCount()).toBe(0)
  expect(liquidTime(sim)).toBe(sim.chain.tip.time)
})
