import { describe, expect, it } from 'vitest'
import {
  formatFeeRateIn,
  formatFlowIn,
  formatRateIn,
  formatRateSpanIn,
  formatSizeIn,
  formatSizeSiIn,
  rateIn,
  unitFormats,
} from './rateUnit'

describe('fee rates by rate unit', () => {
  it('writes sat/vB as it is, and a quarter of it in sat/WU', () => {
    expect(formatFeeRateIn(12.5, 'vB')).toBe('12.5 sat/vB')
    expect(formatFeeRateIn(12.5, 'WU')).toBe('3.13 sat/WU')
    expect(formatFeeRateIn(1, 'WU')).toBe('0.25 sat/WU')
    expect(formatFeeRateIn(0.1, 'WU')).toBe('0.025 sat/WU')
    expect(formatFeeRateIn(400, 'WU')).toBe('100 sat/WU')
    expect(rateIn(10, 'WU')).toBe(2.5)
    expect(rateIn(10, 'vB')).toBe(10)
  })

  it('shows the figure alone, a span, and a dash for what is not a number', () => {
    expect(formatRateIn(20, 'WU')).toBe('5')
    expect(formatRateIn(undefined, 'WU')).toBe('–')
    expect(formatFeeRateIn(Number.NaN, 'vB')).toBe('–')
    expect(formatRateSpanIn(1, 20, 'WU')).toBe('0.25 - 5')
    expect(formatRateSpanIn(4, 4.001, 'WU')).toBe('1')
    expect(formatRateSpanIn(1, 20, 'vB')).toBe('1 - 20')
    expect(formatRateSpanIn(7, 236.07, 'vB')).toBe('7 - 236')
    expect(formatRateSpanIn(6.401, 6.399, 'vB')).toBe('6.4')
    expect(formatRateSpanIn(undefined, 3, 'vB')).toBe('– - 3')
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined, {}]) {
      expect(formatRateIn(bad, 'vB')).toBe('–')
      expect(formatSizeSiIn(bad, 'vB')).toBe('–')
      expect(formatFlowIn(bad, 'WU')).toBe('–')
    }
  })
})

describe('sizes by rate unit', () => {
  it('writes a virtual size in vbytes, or the weight in WU (the exact one when known)', () => {
    expect(formatSizeIn(140.25, 'vB')).toBe('141 vB')
    expect(formatSizeIn(140.25, 'WU')).toBe('561 WU')
    expect(formatSizeIn(141, 'WU', 561)).toBe('561 WU')
    expect(formatSizeIn(250_000, 'WU')).toBe('1,000,000 WU')
  })

  it('writes large sizes and flows with the unit', () => {
    expect(formatSizeSiIn(154, 'vB')).toBe('154 vB')
    expect(formatSizeSiIn(998_000, 'vB')).toBe('998 kvB')
    expect(formatSizeSiIn(175_691_391, 'vB')).toBe('176 MvB')
    expect(formatSizeSiIn(999_600, 'vB')).toBe('1 MvB')
    expect(formatSizeSiIn(998_000, 'WU')).toBe('3.99 MWU')
    expect(formatSizeSiIn('x', 'WU')).toBe('–')
    expect(formatFlowIn(1234, 'vB')).toBe('1,234 vB/s')
    expect(formatFlowIn(1234, 'WU')).toBe('4,936 WU/s')
  })

  it('binds every format to one unit', () => {
    const wu = unitFormats('WU')
    expect(wu.rateLabel).toBe('sat/WU')
    expect(wu.flowLabel).toBe('WU/s')
    expect(wu.sizeName).toBe('Weight')
    expect(wu.feeRate(8)).toBe('2 sat/WU')
    expect(wu.size(100)).toBe('400 WU')
    expect(wu.sizeValue(100)).toBe(400)
    expect(wu.chartSize(3_992_000)).toBe('3.99 MWU')
    expect(wu.chartFlow(4936.4)).toBe('4,936 WU/s')
    const vb = unitFormats('vB')
    expect(vb.rateLabel).toBe('sat/vB')
    expect(vb.size(100, 397)).toBe('100 vB')
    expect(vb.sizeValue(100)).toBe(100)
  })
})
