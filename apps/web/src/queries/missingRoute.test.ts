import { HttpRequestError, NotFoundError } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { createEsploraOnlyHosts } from '../live/esploraOnlyHosts'
import { isMissingRoute, noteMissingRoute } from './missingRoute'

const v1 = 'https://esplora.test/testnet/api/v1/fees/recommended'

describe('missing routes', () => {
  it("is electrs' 404 for a route it does not serve, not a 404 for one thing", () => {
    expect(
      isMissingRoute(new NotFoundError(v1, `endpoint does not exist "/testnet/api/v1/fees"`)),
    ).toBe(true)
    expect(isMissingRoute(new NotFoundError(v1, 'Transaction not found'))).toBe(false)
    expect(isMissingRoute(new HttpRequestError(500, v1, 'endpoint does not exist'))).toBe(false)
  })

  it("remembers the request's service (its API base URL) as one with only the Esplora routes", () => {
    const hosts = createEsploraOnlyHosts(undefined)
    expect(noteMissingRoute(new NotFoundError(v1, 'endpoint does not exist "x"'), hosts)).toBe(true)
    expect(hosts.has('https://esplora.test/testnet/api/')).toBe(true)
    expect(hosts.has('https://esplora.test/api/')).toBe(false)
  })

  it("keeps a host this session's probe found to be mempool's: one missing route does not make it Esplora", () => {
    const hosts = createEsploraOnlyHosts(undefined)
    const base = 'https://esplora.test/testnet/api/'
    hosts.set(base, false)
    expect(noteMissingRoute(new NotFoundError(v1, 'endpoint does not exist "x"'), hosts)).toBe(
      false,
    )
    expect(hosts.has(base)).toBe(false)
    // A later probe that finds only the Esplora routes still counts.
    hosts.set(base, true)
    expect(hosts.has(base)).toBe(true)
  })

  it('remembers nothing for an Esplora route answered so, or another 404', () => {
    const hosts = createEsploraOnlyHosts(undefined)
    const esplora = 'https://esplora.test/api/tx/ab'
    expect(noteMissingRoute(new NotFoundError(esplora, 'endpoint does not exist "x"'), hosts)).toBe(
      false,
    )
    expect(noteMissingRoute(new NotFoundError(v1, 'Not found'), hosts)).toBe(false)
    expect(hosts.has('https://esplora.test/api/')).toBe(false)
  })
})
