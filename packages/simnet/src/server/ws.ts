import type { Server } from 'node:http'
import type { Simnet } from '../simnet.js'

/** The websocket protocol at `{prefix}/api/v1/ws` (to be built). */
export function attachWebsocket(_server: Server, _simnet: Simnet): void {}
