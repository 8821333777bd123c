import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The recorded responses of the public service, kept in the repository (`fixtures/mempool/`, see its README). */
const fixturesDir = fileURLToPath(new URL('../../../fixtures/mempool/', import.meta.url))

/** A recorded JSON response (path relative to fixtures/mempool), parsed. */
export function fixture(path: string): unknown {
  return JSON.parse(readFileSync(fixturesDir + path, 'utf8'))
}
