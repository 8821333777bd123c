import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { afterEach, describe, expect, it } from 'vitest'
import { formatFeeRateIn, formatSizeIn, rateIn, unitFormats } from './rateUnit'

const wu = unitFormats('WU')
const vb = unitFormats('vB')

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
    expect(wu.rate(20)).toBe('5')
    expect(wu.rate(undefined)).toBe('–')
    expect(formatFeeRateIn(Number.NaN, 'vB')).toBe('–')
    expect(wu.rateSpan(1, 20)).toBe('0.25 - 5')
    expect(wu.rateSpan(4, 4.001)).toBe('1')
    expect(vb.rateSpan(1, 20)).toBe('1 - 20')
    expect(vb.rateSpan(7, 236.07)).toBe('7 - 236')
    expect(vb.rateSpan(6.401, 6.399)).toBe('6.4')
    expect(vb.rateSpan(undefined, 3)).toBe('– - 3')
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined, {}]) {
      expect(vb.rate(bad)).toBe('–')
      expect(vb.sizeSi(bad)).toBe('–')
      expect(wu.flow(bad)).toBe('–')
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
    expect(vb.sizeSi(154)).toBe('154 vB')
    expect(vb.sizeSi(998_000)).toBe('998 kvB')
    expect(vb.sizeSi(175_691_391)).toBe('176 MvB')
    expect(vb.sizeSi(999_600)).toBe('1 MvB')
    expect(wu.sizeSi(998_000)).toBe('3.99 MWU')
    expect(wu.sizeSi('x')).toBe('–')
    expect(vb.flow(1234)).toBe('1,234 vB/s')
    expect(wu.flow(1234)).toBe('4,936 WU/s')
  })

  it('binds every format to one unit', () => {
    expect(wu.rateLabel).toBe('sat/WU')
    expect(wu.flowLabel).toBe('WU/s')
    expect(i18n._(wu.sizeName)).toBe('Weight')
    expect(i18n._(vb.sizeName)).toBe('Virtual size')
    expect(wu.feeRate(8)).toBe('2 sat/WU')
    expect(wu.size(100)).toBe('400 WU')
    expect(wu.sizeValue(100)).toBe(400)
    expect(wu.chartSize(3_992_000)).toBe('3.99 MWU')
    expect(wu.chartFlow(4936.4)).toBe('4,936 WU/s')
    expect(vb.rateLabel).toBe('sat/vB')
    expect(vb.size(100, 397)).toBe('100 vB')
    expect(vb.sizeValue(100)).toBe(100)
  })
})

describe('the name of a size', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }))

  it("is a message, read in the page's language where it is shown", () => {
    const formats = unitFormats('WU')
    i18n.loadAndActivate({
      locale: 'de-DE',
      messages: {
        [generateMessageId('Weight')]: compileMessage('Gewicht'),
        [generateMessageId('Virtual size')]: compileMessage('Virtuelle Größe'),
      },
    })
    expect(i18n._(formats.sizeName)).toBe('Gewicht')
    expect(i18n._(unitFormats('vB').sizeName)).toBe('Virtuelle Größe')
  })
})
