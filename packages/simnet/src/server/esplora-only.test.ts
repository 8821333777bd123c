import { describe, expect, it } from 'vitest'
import { isMempoolOnly } from './esplora-only.js'

describe('isMempoolOnly', () => {
  it('is every path under /v1, mempool routes and websocket alike', () => {
    for (const path of [
      '/v1',
      '/v1/',
      '/v1/fees/recommended',
      '/v1/ws',
      '/v1/lightning/statistics/latest',
    ])
      expect(isMempoolOnly(path), path).toBe(true)
  })

  it('is none of the Esplora routes, nor a path that only starts with the letters', () => {
    for (const path of [
      '/blocks',
      '/blocks/tip/height',
      '/fee-estimates',
      '/mempool/recent',
      '/tx',
      '/v10',
      '/v1x/a',
    ])
      expect(isMempoolOnly(path), path).toBe(false)
  })
})
