import type { AnalyticsConfig } from '@outpoint/analytics'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ConfigContext } from '../../app/ConfigContext'
import type { AppConfig } from '../../app/config'
import { analyticsEvents } from './events'
import { analyticsFor, useTrack } from './useTrack'

const plausibleConfig: AnalyticsConfig = {
  provider: 'plausible',
  endpoint: 'http://127.0.0.1:9/',
  site: 'outpoint.example',
}

describe('analyticsFor', () => {
  it('is off without an analytics config', () => {
    expect(analyticsFor(undefined).enabled).toBe(false)
  })

  it('is on with one, and the same instance for the same config', () => {
    const analytics = analyticsFor(plausibleConfig)
    expect(analytics.enabled).toBe(true)
    expect(analyticsFor(plausibleConfig)).toBe(analytics)
  })
})

describe('useTrack', () => {
  const wrapper =
    (config: AppConfig) =>
    ({ children }: { children: ReactNode }) => (
      <ConfigContext value={config}>{children}</ConfigContext>
    )

  it('checks events even when analytics is off: tests catch a call site that leaks', () => {
    const { result } = renderHook(() => useTrack(), { wrapper: wrapper({ apiHost: undefined }) })
    expect(() => result.current(analyticsEvents.search, { kind: 'address' })).not.toThrow()
    expect(() =>
      result.current(analyticsEvents.walletConnect, {
        connector: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      }),
    ).toThrow(/looks like a hash, txid, public key or EVM address/)
    expect(() => result.current(analyticsEvents.search, { amount: 1 })).toThrow(/private data/)
  })

  it("uses the config's provider", () => {
    const { result } = renderHook(() => useTrack(), {
      wrapper: wrapper({ apiHost: '', analytics: plausibleConfig }),
    })
    expect(result.current).toBe(analyticsFor(plausibleConfig).track)
  })
})
