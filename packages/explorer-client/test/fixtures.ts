import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The recorded responses of the public service, kept in the repository (`fixtures/mempool/`, see its README). */
export const fixturesDir = fileURLToPath(new URL('../../../fixtures/mempool/', import.meta.url))

if (!existsSync(fixturesDir)) {
  throw new Error(
    `Test fixtures not found at ${fixturesDir}: the repository's fixtures/ folder is missing.`,
  )
}

/** Reads a fixture file (path relative to fixtures/mempool) as text. */
export function fixtureText(path: string): string {
  return readFileSync(fixturesDir + path, 'utf8')
}

/** Reads and parses a JSON fixture. */
export function fixture(path: string): unknown {
  return JSON.parse(fixtureText(path))
}
