import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'

export interface StartChildOptions {
  /** Names the child in messages: `simnet`. */
  name: string
  command: string
  args: readonly string[]
  cwd?: string
  /** The stdout line that says the child is ready. */
  ready: RegExp
  /** Default 120 s: simnet generates its main chain before it listens (6.5 s here, far more under load). */
  timeoutMs?: number
  /** Copy the child's stdout lines to this process's stdout (its stderr always is). */
  echo?: boolean
  /** Aborting it before the child is ready stops the child and rejects. */
  signal?: AbortSignal
}

export interface RunningChild {
  readonly child: ChildProcess
  readonly pid: number
  /** The ready line's match: capture groups carry what it announced (a port). */
  readonly match: RegExpMatchArray
}

/**
 * Starts a child process and resolves once a line of its stdout matches `ready`. Rejects, with the child
 * stopped, when it exits first or is not ready in time.
 */
export function startChild(options: StartChildOptions): Promise<RunningChild> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })
  return new Promise((resolve, reject) => {
    let ready = false
    const timer = setTimeout(() => {
      void stopChild(child)
      reject(
        new Error(`${options.name} was not ready after ${(options.timeoutMs ?? 120_000) / 1000} s`),
      )
    }, options.timeoutMs ?? 120_000)
    lines.on('line', (line) => {
      if (options.echo) console.log(line)
      const match = ready ? null : options.ready.exec(line)
      if (!match || child.pid === undefined) return
      ready = true
      clearTimeout(timer)
      resolve({ child, pid: child.pid, match })
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`cannot start ${options.name}: ${error.message}`))
    })
    const cancel = () => {
      if (ready) return
      clearTimeout(timer)
      void stopChild(child)
      reject(new Error(`${options.name} was stopped before it was ready`))
    }
    if (options.signal?.aborted) cancel()
    options.signal?.addEventListener('abort', cancel, { once: true })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', cancel)
      if (!ready)
        reject(
          new Error(`${options.name} exited (${signal ?? `code ${code}`}) before it was ready`),
        )
    })
  })
}

/**
 * Stops a child by its PID: SIGTERM, then SIGKILL if it is still there after `graceMs`. Resolves once it
 * has exited.
 */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return Promise.resolve()
  }
  const pid = child.pid
  return new Promise((resolve) => {
    const force = setTimeout(() => signal(pid, 'SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    signal(pid, 'SIGTERM')
  })
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

/**
 * A port in 20000-60000 that is free on 127.0.0.1 right now, for a child that takes its port as an
 * argument (simnet). Random, so that servers started by other people on the same machine rarely meet.
 */
export async function freePort(attempts = 20): Promise<number> {
  for (let i = 0; i < attempts; i++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000)
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port found in 20000-60000')
}
