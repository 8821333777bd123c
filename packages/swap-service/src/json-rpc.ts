// A bare JSON-RPC 2.0 call over HTTP: all the service asks of anvil.
import { reach } from './reach.js'

export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
}

let nextId = 1

/** Calls `method` at `url`; answers `result` (unchecked: callers check its shape) or throws. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await reach('anvil', url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new JsonRpcError(`${method}: HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null) throw new JsonRpcError(`${method}: not JSON-RPC`)
  if ('error' in body) {
    const error = body.error as { message?: unknown } | null
    throw new JsonRpcError(`${method}: ${String(error?.message ?? 'error')}`)
  }
  return 'result' in body ? body.result : undefined
}

/** `0x`-prefixed hex of a non-negative integer, as JSON-RPC quantities are written. */
export function quantity(value: bigint | number): string {
  return `0x${value.toString(16)}`
}
