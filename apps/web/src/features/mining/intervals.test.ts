import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { mempoolRangeName } from '../graphs/mempool/ranges'
import {
  chartIntervals,
  defaultChartInterval,
  defaultPoolInterval,
  intervalName,
  parseInterval,
  poolIntervals,
} from './intervals'

describe('parseInterval', () => {
  it('keeps an interval the picker offers', () => {
    expect(parseInterval('3m', chartIntervals, defaultChartInterval)).toBe('3m')
    expect(parseInterval('24h', poolIntervals, defaultPoolInterval)).toBe('24h')
  })

  it('falls back on a missing, unknown or differently cased value', () => {
    expect(parseInterval(null, chartIntervals, '1y')).toBe('1y')
    expect(parseInterval('5y', chartIntervals, '1y')).toBe('1y')
    expect(parseInterval('1M', chartIntervals, '1y')).toBe('1y')
    expect(parseInterval('', poolIntervals, '1w')).toBe('1w')
  })

  it('refuses an interval the service knows but this picker does not offer', () => {
    // 24h is a pool interval; the chart's daily points would leave it empty.
    expect(parseInterval('24h', chartIntervals, '1y')).toBe('1y')
  })
})

describe('the pickers', () => {
  it('offer what mempool.space offers: all but 4y for pools, a month and longer for the chart', () => {
    expect(poolIntervals).toEqual(['24h', '3d', '1w', '1m', '3m', '6m', '1y', '2y', '3y', 'all'])
    expect(chartIntervals).toEqual(['1m', '3m', '6m', '1y', '2y', '3y', 'all'])
    expect(poolIntervals).toContain(defaultPoolInterval)
    expect(chartIntervals).toContain(defaultChartInterval)
  })
})

describe('interval names', () => {
  it("are read in the page's language when asked for, not when the module loaded", () => {
    expect(intervalName('1w')).toBe('the last week')
    expect(mempoolRangeName('2h')).toBe('the last 2 hours')
    expect(mempoolRangeName('1y')).toBe('the last year')
    i18n.loadAndActivate({
      locale: 'de-DE',
      messages: {
        [generateMessageId('the last week')]: compileMessage('die letzte Woche'),
        [generateMessageId('the last 2 hours')]: compileMessage('die letzten 2 Stunden'),
      },
    })
    try {
      expect(intervalName('1w')).toBe('die letzte Woche')
      expect(mempoolRangeName('2h')).toBe('die letzten 2 Stunden')
    } finally {
      i18n.loadAndActivate({ locale: 'en-US', messages: {} })
    }
  })
})
