// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest'
import { syncHostCookie } from './hostCookie'

afterEach(() => {
  syncHostCookie('')
})

it('mirrors the host in the cookie the server reads, and says when it changed', () => {
  expect(syncHostCookie('umbrel.local:3006')).toBe(true)
  expect(document.cookie).toContain('outpoint-host=umbrel.local%3A3006')
  // The same host again: nothing to load again.
  expect(syncHostCookie('umbrel.local:3006')).toBe(false)
  expect(syncHostCookie('mempool.space')).toBe(true)
  // Back to the default: the cookie goes.
  expect(syncHostCookie('')).toBe(true)
  expect(document.cookie).not.toContain('outpoint-host')
  expect(syncHostCookie('')).toBe(false)
})
