// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { defaultSettings, parseSettings, settingsKey } from './settings'
import { createSettingsStore } from './store'

describe('parseSettings', () => {
  it('gives the defaults (dark theme) for nothing or junk', () => {
    expect(parseSettings(null)).toEqual(defaultSettings)
    expect(parseSettings('{not json')).toEqual(defaultSettings)
    expect(parseSettings('[1,2]')).toEqual(defaultSettings)
    expect(defaultSettings.theme).toBe('dark')
  })

  it('keeps good fields and replaces only bad ones', () => {
    const text = JSON.stringify({
      network: 'moon',
      unit: 'sats',
      theme: 'pink',
      time: 'utc',
      host: 7,
      currency: 'XBT',
      rateUnit: 'wu',
      language: 'klingon',
    })
    expect(parseSettings(text)).toEqual({ ...defaultSettings, unit: 'sats', time: 'utc' })
    expect(parseSettings(JSON.stringify({ currency: 'JPY' })).currency).toBe('JPY')
    expect(parseSettings(JSON.stringify({ currency: 'none' })).currency).toBe('none')
    expect(parseSettings(JSON.stringify({ rateUnit: 'WU' })).rateUnit).toBe('WU')
    expect(parseSettings(JSON.stringify({ rateUnit: 4 })).rateUnit).toBe('vB')
    expect(defaultSettings.rateUnit).toBe('vB')
    expect(parseSettings(JSON.stringify({ language: 'pt-BR' })).language).toBe('pt-BR')
    expect(parseSettings(JSON.stringify({ language: 'ko' })).language).toBe('auto')
    expect(defaultSettings.language).toBe('auto')
  })

  it('drops a stored host the settings form would refuse: not a host, or a page of text', () => {
    for (const host of ['not a host!!', '*', 'x'.repeat(100_000), 'https://a.example/path']) {
      expect(parseSettings(JSON.stringify({ host })).host, host.slice(0, 20)).toBe('')
    }
    expect(parseSettings(JSON.stringify({ host: 'umbrel.local:3006' })).host).toBe(
      'umbrel.local:3006',
    )
  })
})

describe('createSettingsStore', () => {
  it('persists updates in localStorage and reads them back in a new store', () => {
    const store = createSettingsStore(localStorage)
    store.update({ unit: 'sats', theme: 'light', network: 'signet', host: 'umbrel.local:3006' })
    expect(JSON.parse(localStorage.getItem(settingsKey) ?? '{}')).toMatchObject({ unit: 'sats' })
    expect(createSettingsStore(localStorage).get()).toEqual({
      network: 'signet',
      host: 'umbrel.local:3006',
      unit: 'sats',
      theme: 'light',
      time: 'local',
      currency: 'USD',
      rateUnit: 'vB',
      language: 'auto',
    })
  })

  it('notifies subscribers only on a real change, with a new snapshot', () => {
    const store = createSettingsStore(localStorage)
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    const before = store.get()
    store.update({ theme: 'dark' })
    expect(listener).not.toHaveBeenCalled()
    expect(store.get()).toBe(before)
    store.update({ time: 'utc' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).not.toBe(before)
    stop()
  })

  it('follows changes made in another tab', () => {
    const store = createSettingsStore(localStorage)
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    localStorage.setItem(settingsKey, JSON.stringify({ unit: 'sats' }))
    window.dispatchEvent(new StorageEvent('storage', { key: settingsKey }))
    expect(listener).toHaveBeenCalled()
    expect(store.get().unit).toBe('sats')
    stop()
  })

  it('keeps working in memory when storage refuses writes', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    const store = createSettingsStore(broken)
    store.update({ unit: 'sats' })
    expect(store.get().unit).toBe('sats')
  })
})
