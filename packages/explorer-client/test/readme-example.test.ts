import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { fixture } from './fixtures.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const examplePath = `${packageDir}examples/quickstart.mjs`
const readmePath = fileURLToPath(new URL('../../../README.md', import.meta.url))

/** The init payload of the real service, as recorded. */
const init = fixture('frontend-cypress/mainnet_mempoolInfo.json') as {
  blocks: { height: number; extras: { pool: { name: string } } }[]
  fees: Record<string, number>
}
const newest = init.blocks.at(-1)

/** A stand-in data service: the few REST routes the example reads, and the websocket's init answer. */
function startService(): Promise<Server> {
  const routes: Record<string, string> = {
    '/api/blocks/tip/height': String(newest?.height),
    '/api/v1/fees/recommended': JSON.stringify(init.fees),
    '/api/v1/blocks': JSON.stringify([...init.blocks].reverse()),
  }
  const server = createServer((req, res) => {
    const body = routes[req.url ?? '']
    res
      .writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' })
      .end(body ?? 'Not found')
  })
  const wss = new WebSocketServer({ server, path: '/api/v1/ws' })
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const command = JSON.parse(String(data)) as { action?: string }
      if (command.action === 'init') socket.send(JSON.stringify(init))
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('README client example', () => {
  let server: Server
  beforeAll(async () => {
    server = await startService()
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('is the same code as examples/quickstart.mjs', () => {
    const readme = readFileSync(readmePath, 'utf8')
    const block = /<!-- example:quickstart[^>]*-->\n```js\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(block).toBe(readFileSync(examplePath, 'utf8'))
  })

  it('runs as written against a mempool.space-compatible service and exits', async () => {
    if (!existsSync(`${packageDir}dist/index.js`)) {
      throw new Error(
        'Build the client first (npm run build -w @outpoint/explorer-client); npm test does.',
      )
    }
    const port = (server.address() as AddressInfo).port
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [examplePath],
        { env: { ...process.env, OUTPOINT_API_HOST: `127.0.0.1:${port}` }, timeout: 20_000 },
        (error, stdout, stderr) =>
          error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      )
    })
    expect(output).toContain(`tip height ${newest?.height}`)
    expect(output).toContain(
      `fees: next block ${init.fees.fastestFee} sat/vB, within an hour ${init.fees.hourFee} sat/vB`,
    )
    expect(output).toContain(`latest block ${newest?.height} mined by ${newest?.extras.pool.name}`)
    expect(output).toContain(
      'InvalidParameterError: Invalid txid "not-a-txid": expected a 64-character hex string.',
    )
    expect(output).toContain(`live: ${init.blocks.length} recent blocks, newest ${newest?.height}`)
  })
})
