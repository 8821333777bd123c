import { browserStorage } from '../app/browserStorage'

/** localStorage key of the services found to have only the Esplora routes, by their API base URL. */
export const esploraOnlyKey = 'outpoint.esploraOnly.v1'

type Listener = () => void

/**
 * The data services (API base URLs) known to have only the Esplora routes: no `/api/v1`, no websocket.
 * Remembered across reloads, so a page of such a host opens no socket before its probe answers; each
 * session's probe sets or clears its host again. Corrupt storage reads as an empty list, never a crash.
 */
export interface EsploraOnlyHosts {
  has(baseUrl: string): boolean
  /**
   * What a probe found (`from: 'probe'`, the default), or that one request to `/api/v1` came back as a
   * route the service does not have (`'route'`). A probe's answer stands for the session: a host it found
   * to be mempool's is not taken for a bare Esplora because one of its routes is missing (an instance
   * without statistics), which would swap its pages for the notice and back again.
   */
  set(baseUrl: string, esploraOnly: boolean, from?: 'probe' | 'route'): void
  subscribe(listener: Listener): () => void
}

/** The stored list, or an empty one when it is missing, unreadable or not a list of URLs. */
export function parseEsploraOnlyHosts(text: string | null): Set<string> {
  try {
    const value: unknown = text === null ? [] : JSON.parse(text)
    if (!Array.isArray(value)) return new Set()
    return new Set(
      value.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)),
    )
  } catch {
    return new Set()
  }
}

/** At most this many hosts are kept, the latest found last. */
const keptHosts = 20

export function createEsploraOnlyHosts(storage = browserStorage()): EsploraOnlyHosts {
  let hosts: Set<string> | undefined
  const read = (): Set<string> => {
    if (!hosts) {
      try {
        hosts = parseEsploraOnlyHosts(storage?.getItem(esploraOnlyKey) ?? null)
      } catch {
        hosts = new Set()
      }
    }
    return hosts
  }
  const listeners = new Set<Listener>()
  // Hosts this session's probe found to have mempool's routes.
  const probedMempool = new Set<string>()
  return {
    has: (baseUrl) => read().has(baseUrl),
    set(baseUrl, esploraOnly, from = 'probe') {
      if (from === 'route' && probedMempool.has(baseUrl)) return
      if (from === 'probe' && !esploraOnly) probedMempool.add(baseUrl)
      if (from === 'probe' && esploraOnly) probedMempool.delete(baseUrl)
      const current = read()
      if (current.has(baseUrl) === esploraOnly) return
      const next = new Set([...current].filter((url) => url !== baseUrl))
      if (esploraOnly) next.add(baseUrl)
      hosts = new Set([...next].slice(-keptHosts))
      try {
        storage?.setItem(esploraOnlyKey, JSON.stringify([...hosts]))
      } catch {
        // Kept in memory for this session.
      }
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one list. */
export const esploraOnlyHosts = createEsploraOnlyHosts()
