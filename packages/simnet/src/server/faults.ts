import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Simnet } from '../simnet.js'

/**
 * Injected faults (latency, 429/503 answers, silence) applied to a REST request before it is routed (to
 * be built). Returns true when the fault answered (or swallowed) the request.
 */
export async function applyFaults(
  _req: IncomingMessage,
  _res: ServerResponse,
  _simnet: Simnet,
): Promise<boolean> {
  return false
}
