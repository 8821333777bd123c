// Keeps one child process running for `npm start`: when it exits without being asked to, it is started
// again after a pause (1 s, 2 s, 4 s ... at most 30 s; back to 1 s once it had run a while), and each
// stop and restart is said in the log. Its siblings are not touched: one part failing stops nothing else.
import { type RunningChild, stopChild } from './child-process.js'

export interface SuperviseOptions {
  /** Names the child in the log: `simnet`. */
  name: string
  /**
   * Starts the child and resolves once it is ready (usually `startChild`). Aborting `signal` must stop a
   * start under way; it aborts when the supervisor stops.
   */
  start(signal: AbortSignal): Promise<RunningChild>
  /** The first pause before a restart, in ms; it doubles with each failure in a row. Default 1 s. */
  firstDelayMs?: number
  /** The longest pause, in ms. Default 30 s. */
  maxDelayMs?: number
  /** A child that ran this long before it stopped was healthy: the next pause is the first. Default 60 s. */
  stableMs?: number
  log?: (line: string) => void
  /** Called with each restarted child once it is ready. */
  onRestart?: (running: RunningChild) => void
}

export interface Supervised {
  /** The child running now; undefined while it waits for or goes through a restart. */
  readonly current: RunningChild | undefined
  /** Stops supervising and the child (SIGTERM, then SIGKILL), and cancels a pending restart. */
  stop(): Promise<void>
}

/**
 * Starts a child and keeps it running. Resolves once the first start is ready; rejects, as `start`
 * does, when that first start fails: then nothing is supervised (a wrong port is not retried forever).
 */
export async function supervise(options: SuperviseOptions): Promise<Supervised> {
  const firstDelayMs = options.firstDelayMs ?? 1_000
  const maxDelayMs = options.maxDelayMs ?? 30_000
  const stableMs = options.stableMs ?? 60_000
  const log = options.log ?? (() => {})
  const stopping = new AbortController()
  let current: RunningChild | undefined
  // Failures in a row: the exponent of the next pause.
  let failures = 0
  let timer: NodeJS.Timeout | undefined

  const restartLater = (said: string): void => {
    const delay = Math.min(firstDelayMs * 2 ** failures, maxDelayMs)
    failures += 1
    log(`${said}; starting it again in ${seconds(delay)} (the rest keeps running).`)
    timer = setTimeout(() => void restart(), delay)
  }

  const restart = async (): Promise<void> => {
    timer = undefined
    let running: RunningChild
    try {
      running = await options.start(stopping.signal)
    } catch (error) {
      if (stopping.signal.aborted) return
      restartLater(`${options.name} could not start again (${describe(error)})`)
      return
    }
    if (stopping.signal.aborted) {
      await stopChild(running.child)
      return
    }
    log(`${options.name} is running again (pid ${running.pid}).`)
    watch(running)
    options.onRestart?.(running)
  }

  const watch = (running: RunningChild): void => {
    current = running
    const startedAt = Date.now()
    const stopped = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (current === running) current = undefined
      if (stopping.signal.aborted) return
      if (Date.now() - startedAt >= stableMs) failures = 0
      restartLater(`${options.name} stopped (${signal ?? `exit code ${code}`})`)
    }
    const { child } = running
    // It may have gone already, between its ready line and now.
    if (child.exitCode !== null || child.signalCode !== null)
      stopped(child.exitCode, child.signalCode)
    else child.once('exit', stopped)
  }

  watch(await options.start(stopping.signal))
  return {
    get current() {
      return current
    },
    async stop() {
      stopping.abort()
      clearTimeout(timer)
      if (current) await stopChild(current.child)
    },
  }
}

/** 1000 → "1 s", 500 → "0.5 s". */
function seconds(ms: number): string {
  return `${Math.round(ms) / 1000} s`
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
