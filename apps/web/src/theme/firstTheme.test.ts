// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { createSettingsStore } from '../settings/store'
import { firstTheme } from './firstTheme'

describe('the theme the entry reads before the first paint', () => {
  beforeEach(() => localStorage.clear())

  it('is the one the settings store saved', () => {
    const store = createSettingsStore(localStorage)
    store.update({ theme: 'light' })
    expect(firstTheme(() => localStorage)).toBe('light')
    store.update({ theme: 'dark' })
    expect(firstTheme(() => localStorage)).toBe('dark')
  })

  it('is none for nothing stored, junk, an unknown theme or storage that throws', () => {
    expect(firstTheme(() => localStorage)).toBeUndefined()
    localStorage.setItem('outpoint.settings', '{not json')
    expect(firstTheme(() => localStorage)).toBeUndefined()
    localStorage.setItem('outpoint.settings', JSON.stringify({ theme: 'sepia' }))
    expect(firstTheme(() => localStorage)).toBeUndefined()
    expect(
      firstTheme(() => {
        throw new Error('SecurityError')
      }),
    ).toBeUndefined()
  })
})
