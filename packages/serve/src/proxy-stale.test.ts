import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningServer, startServer } from './server.js'
import { send } from './test-helpers.js'
import { resolveUpstream } from './upstream.js'

// A data service that keeps each connection open after its first answer and then, like a server whose
// keep-alive timeout ran out at the moment a request arrived, closes it on the next request unanswered.
let service: Server
let server: RunningServer
let root: string
let connections = 0

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-stale-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  service = createServer((socket: Socket) => {
    connections += 1
    let answered = false
    socket.on('data', () => {
      if (answered) {
        socket.destroy()
        return
      }
      answered = true
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n[]',
      )
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  const { port } = service.address() as AddressInfo
  server = await startServer({ root, upstream: resolveUpstream(`127.0.0.1:${port}`), port: 0 })
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => service.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

it('asks again on a fresh connection when the service had closed the kept-alive one', async () => {
  const first = await send(`${server.url}/api/address/x/utxo`)
  expect(first.status).toBe(200)
  // The second request goes out on the kept-alive connection, which the service closes unanswered.
  const second = await send(`${server.url}/api/address/x/utxo`)
  expect(second.body.toString()).toBe('[]')
  expect(second.status).toBe(200)
  expect(connections).toBe(2)
})
