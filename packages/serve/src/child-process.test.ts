import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort, startChild, stopChild } from './child-process.js'

const node = (script: string) => ({ command: process.execPath, args: ['-e', script] })

/** A child that never says it is ready: it writes its PID to `pidFile`, so a test can see it stopped. */
function idlerWritingPid() {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'serve-child-')), 'pid')
  const script = node(
    `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
  )
  return { pidFile, script }
}

describe('startChild', () => {
  it('resolves on the ready line with what it announced', async () => {
    const running = await startChild({
      name: 'toy',
      ...node(
        "console.log('warming up'); setTimeout(() => console.log('listening on 4321'), 50); setInterval(() => {}, 1000)",
      ),
      ready: /listening on (\d+)/,
    })
    expect(running.match[1]).toBe('4321')
    expect(running.child.exitCode).toBeNull()
    await stopChild(running.child)
    expect(running.child.signalCode).toBe('SIGTERM')
  })

  it('rejects when the child exits before it is ready', async () => {
    await expect(
      startChild({ name: 'toy', ...node('process.exit(3)'), ready: /never/ }),
    ).rejects.toThrow('toy exited (code 3) before it was ready')
  })

  it('rejects and stops the child when it is not ready in time', async () => {
    const { pidFile, script } = idlerWritingPid()
    const started = startChild({
      name: 'toy',
      ...script,
      ready: /never/,
      timeoutMs: 500,
    })
    await expect(started).rejects.toThrow('toy was not ready after 0.5 s')
    const pid = Number(readFileSync(pidFile, 'utf8'))
    await expect.poll(() => isAlive(pid), { timeout: 3_000 }).toBe(false)
  })
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startChild cancelled', () => {
  it('stops the child and rejects when the signal aborts', async () => {
    const controller = new AbortController()
    const { pidFile, script } = idlerWritingPid()
    const started = startChild({
      name: 'toy',
      ...script,
      ready: /never/,
      signal: controller.signal,
    })
    await expect.poll(() => existsSync(pidFile)).toBe(true)
    controller.abort()
    await expect(started).rejects.toThrow('toy was stopped before it was ready')
    const pid = Number(readFileSync(pidFile, 'utf8'))
    await expect.poll(() => isAlive(pid), { timeout: 3_000 }).toBe(false)
  })
})

describe('stopChild', () => {
  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const running = await startChild({
      name: 'stubborn',
      ...node("process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"),
      ready: /ready/,
    })
    const began = Date.now()
    await stopChild(running.child, 200)
    expect(running.child.signalCode).toBe('SIGKILL')
    expect(Date.now() - began).toBeGreaterThanOrEqual(150)
  })
})

describe('freePort', () => {
  it('finds a port in 20000-60000 that can be listened on', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThanOrEqual(20_000)
    expect(port).toBeLessThan(60_000)
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    server.close()
  })
})
