import { describe, expect, it, vi } from 'vitest'
import { createEsploraOnlyHosts, esploraOnlyKey, parseEsploraOnlyHosts } from './esploraOnlyHosts'

const host = 'https://esplora.test/api/'

/** A storage in memory, as localStorage keeps its text across a reload. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as unknown as Storage
}

describe('esploraOnlyHosts', () => {
  it('remembers a host across a reload, and forgets it when told', () => {
    const localStorage = memoryStorage()
    const hosts = createEsploraOnlyHosts(localStorage)
    const heard = vi.fn()
    hosts.subscribe(heard)
    hosts.set(host, true)
    expect(heard).toHaveBeenCalledTimes(1)
    expect(createEsploraOnlyHosts(localStorage).has(host)).toBe(true)
    hosts.set(host, true)
    expect(heard).toHaveBeenCalledTimes(1)
    hosts.set(host, false)
    expect(createEsploraOnlyHosts(localStorage).has(host)).toBe(false)
  })

  it('reads corrupt storage as an empty list, never a crash, and writes over it', () => {
    const localStorage = memoryStorage()
    for (const text of ['{', '"x"', '{"a":1}', 'null', '[1, null, "javascript:alert(1)"]']) {
      localStorage.setItem(esploraOnlyKey, text)
      const hosts = createEsploraOnlyHosts(localStorage)
      expect(hosts.has(host), text).toBe(false)
    }
    const hosts = createEsploraOnlyHosts(localStorage)
    hosts.set(host, true)
    expect(JSON.parse(localStorage.getItem(esploraOnlyKey) ?? '')).toEqual([host])
  })

  it('keeps only the URLs of a list that also holds other things', () => {
    expect([...parseEsploraOnlyHosts(JSON.stringify([host, 3, 'ftp://x/']))]).toEqual([host])
  })

  it('works for the session when storage refuses reads and writes', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
    } as unknown as Storage
    const hosts = createEsploraOnlyHosts(refusing)
    expect(hosts.has(host)).toBe(false)
    hosts.set(host, true)
    expect(hosts.has(host)).toBe(true)
  })
})
