import { afterEach, expect } from 'vitest'
import { createExplorerClient } from '../src/client.js'
import { InvalidParameterError } from '../src/errors.js'
import { fixture } from './fixtures.js'
import { type Routes, startServer, type TestServer } from './http-server.js'

/** Starts servers for a test file and closes every one after each test. Call at module or describe level. */
export function serverPerTest(): (routes?: Routes) => Promise<TestServer> {
  const open: TestServer[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()))
  })
  return async (routes = {}) => {
    const server = await startServer(routes)
    open.push(server)
    return server
  }
}

/** A mainnet client of the local server, without retries so that a failure is one request. */
export function mainClient(server: TestServer) {
  return createExplorerClient({ host: server.host, transport: { retry: false } })
}

/** A Liquid mainnet client of the local server (paths under `/liquid/api/`). */
export function liquidClient(server: TestServer) {
  return createExplorerClient({ host: server.host, network: 'liquid', transport: { retry: false } })
}

/**
 * Asserts that `call` fails with an InvalidParameterError naming `parameter` and `value`, whether it throws
 * at once or rejects. Returns the error for further checks.
 */
export async function expectInvalid(
  call: () => unknown,
  parameter: string,
  value: unknown,
): Promise<InvalidParameterError> {
  let caught: unknown
  try {
    await call()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(InvalidParameterError)
  const error = caught as InvalidParameterError
  expect(error.parameter).toBe(parameter)
  expect(error.value).toEqual(value)
  expect(error.message).toContain(`Invalid ${parameter} `)
  const shown =
    typeof value === 'string' ? JSON.stringify(value.slice(0, 100)).slice(0, -1) : String(value)
  expect(error.message).toContain(shown)
  return error
}

/** The bytes of a response body: includes 0xff, 0x00 and 0x89, which no UTF-8 decoding keeps. */
export const binaryBody = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe, 0x80, 0xc3, 0x28,
])

/** A recorded JSON response, parsed; the caller names the type it expects. */
export function recorded<T>(path: string): T {
  return fixture(path) as T
}

/** One key of a recorded JSON object (e.g. the `da` of the websocket init payload). */
export function recordedKey<T>(path: string, key: string): T {
  const value = (fixture(path) as Record<string, unknown>)[key]
  if (value === undefined) throw new Error(`fixture ${path} has no key ${key}`)
  return value as T
}
