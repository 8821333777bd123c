import { describe, expect, it } from 'vitest'
import { parseClockView } from './clockView'

describe('parseClockView', () => {
  it('reads the modes; /clock alone is the next block', () => {
    expect(parseClockView(undefined, undefined)).toEqual({ mode: 'mempool', index: 0 })
    expect(parseClockView('mempool', '3')).toEqual({ mode: 'mempool', index: 3 })
    expect(parseClockView('mined', '0')).toEqual({ mode: 'mined', index: 0 })
    expect(parseClockView('mined', '144')).toEqual({ mode: 'mined', index: 144 })
  })

  it('names a bad mode or index', () => {
    expect(parseClockView('future', '1')).toEqual({
      mode: 'invalid',
      reason: expect.stringMatching(/^"future" is not a clock mode/),
    })
    expect(parseClockView('mempool', '8')).toEqual({
      mode: 'invalid',
      reason: expect.stringMatching(/Projected block 8 is out of range/),
    })
    expect(parseClockView('mempool', 'x')).toEqual({
      mode: 'invalid',
      reason: expect.stringMatching(/"x" is not a projected block number/),
    })
    expect(parseClockView('mined', '-1')).toEqual({
      mode: 'invalid',
      reason: expect.stringMatching(/"-1" is not a number of blocks back/),
    })
  })
})
