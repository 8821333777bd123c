import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Simnet } from '../simnet.js'

/**
 * The control API under `/_simnet/` (to be built): answers only with `--control` and only to loopback
 * clients. Returns true when it answered the request.
 */
export async function handleControl(
  _req: IncomingMessage,
  _res: ServerResponse,
  _simnet: Simnet,
): Promise<boolean> {
  return false
}
