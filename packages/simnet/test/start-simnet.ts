import type { AddressInfo } from 'node:net'
import { type AppOptions, createApp } from '../src/server/app.js'
import { Simnet, type SimnetOptions } from '../src/simnet.js'

export interface RunningSimnet {
  /** `127.0.0.1:<port>`: what the explorer client takes as its host. */
  host: string
  simnet: Simnet
  close(): Promise<void>
}

/**
 * Starts simnet's HTTP service without the live simulation (a fixed history) on 127.0.0.1 and a free
 * port. Networks are generated on first use; `close` stops the service.
 */
export async function startSimnet(
  options: SimnetOptions = {},
  app: AppOptions = {},
): Promise<RunningSimnet> {
  const simnet = new Simnet({ ...options, live: false })
  const server = createApp(simnet, app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    host: `127.0.0.1:${port}`,
    simnet,
    close: () =>
      new Promise<void>((resolve, reject) => {
        simnet.stop()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
