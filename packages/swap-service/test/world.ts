// The local world of the integration tests: a real simnet (control API on, still chain: blocks come
// when a test mines them), a real anvil (chain 31337) as a child process stopped by PID, and the swap
// service in this process between them.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { createApp, Simnet } from '@outpoint/simnet'
import { type RunningSwapService, startSwapService } from '../src/server.js'

const require = createRequire(import.meta.url)

export interface World {
  simnetUrl: string
  anvilUrl: string
  service: RunningSwapService
  /** A JSON-RPC call to anvil. */
  rpc(method: string, params?: unknown[]): Promise<unknown>
  /** A JSON answer from simnet (REST or control API). */
  simnet(path: string, body?: unknown): Promise<unknown>
  /** Another swap service on the same chains (e.g. with a short deposit timeout). */
  another(options: { depositTimeout: number }): Promise<RunningSwapService>
  stop(): Promise<void>
}

async function startAnvil(): Promise<{ child: ChildProcess; url: string }> {
  const binary = require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil')
  const child = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', '31337', '--color', 'never'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${seen}`)), 20_000)
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${seen}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const match = /Listening on (127\.0\.0\.1:\d+)/.exec(seen)
      if (match) {
        clearTimeout(timer)
        resolve(`http://${match[1]}`)
      }
    })
  })
  // Keep reading, or anvil blocks once the pipe fills with its per-call log.
  child.stdout?.resume()
  return { child, url }
}

export async function startWorld(): Promise<World> {
  const simnet = new Simnet({
    control: true,
    live: false,
    params: { main: { historyBlocks: 300, fullBlocks: 20 } },
  })
  const server = createApp(simnet)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const simnetUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const anvil = await startAnvil()
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result
  }
  const services: RunningSwapService[] = []
  const another = async ({ depositTimeout }: { depositTimeout: number }) => {
    const service = await startSwapService({
      port: 0,
      simnetUrl,
      anvilUrl: anvil.url,
      depositTimeout,
      pollMs: 200,
    })
    services.push(service)
    return service
  }
  const service = await another({ depositTimeout: 600 })
  return {
    simnetUrl,
    anvilUrl: anvil.url,
    service,
    rpc,
    async simnet(path, body) {
      const response = await fetch(`${simnetUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      const answer: unknown = await response.json()
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
      return answer
    },
    another,
    async stop() {
      await Promise.all(services.map((running) => running.close()))
      if (anvil.child.pid !== undefined && anvil.child.exitCode === null)
        process.kill(anvil.child.pid)
      simnet.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Polls `read` every 100 ms until `done` holds for its answer; throws with the last answer after `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms
  let last = await read()
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    last = await read()
  }
  return last
}
