import { describe, expect, it } from 'vitest'
import { wasConnected } from './storedConnection'

const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
})

describe('wasConnected', () => {
  it('is false when no wallet was ever connected', () => {
    expect(wasConnected(storage({}))).toBe(false)
    expect(wasConnected(undefined)).toBe(false)
  })

  it('is true when a connector was used and not disconnected', () => {
    expect(wasConnected(storage({ 'wagmi.recentConnectorId': '"io.metamask"' }))).toBe(true)
    expect(wasConnected(storage({ 'wagmi.recentConnectorId': '"injected"' }))).toBe(true)
  })

  it('is false once the user disconnected that connector', () => {
    const items = {
      'wagmi.recentConnectorId': '"com.example.testwallet"',
      'wagmi.com.example.testwallet.disconnected': 'true',
    }
    expect(wasConnected(storage(items))).toBe(false)
  })

  it('only looks at the flag of the most recent connector', () => {
    const items = {
      'wagmi.recentConnectorId': '"io.metamask"',
      'wagmi.injected.disconnected': 'true',
    }
    expect(wasConnected(storage(items))).toBe(true)
  })

  it('treats unreadable or refused storage as never connected', () => {
    expect(wasConnected(storage({ 'wagmi.recentConnectorId': 'io.metamask' }))).toBe(false)
    expect(wasConnected(storage({ 'wagmi.recentConnectorId': '42' }))).toBe(false)
    const refused = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError')
      },
    }
    expect(wasConnected(refused)).toBe(false)
  })
})
