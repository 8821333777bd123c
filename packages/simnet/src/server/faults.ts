import type { IncomingMessage, ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Simnet } from '../simnet.js'

/** The faults the control API can inject, as `POST /_simnet/faults` sets them and `state` shows them. */
export interface FaultSettings {
  /** Added before every REST answer, ms. */
  latencyMs: number
  /** Share of REST requests (0 to 1) answered with `errorStatus` instead. */
  errorRate: number
  errorStatus: 429 | 503
  /** Seconds of silence left: requests hang and websockets get nothing until then. */
  silenceSeconds: number
}

interface Silence {
  until: number
  timer: NodeJS.Timeout
  /** Resolves when the silence ends (its time is up, or the faults are cleared). */
  ended: Promise<void>
  end: () => void
}

interface FaultState {
  latencyMs: number
  errorRate: number
  errorStatus: 429 | 503
  silence: Silence | undefined
}

const states = new WeakMap<Simnet, FaultState>()

function stateOf(simnet: Simnet): FaultState {
  let state = states.get(simnet)
  if (!state) {
    state = { latencyMs: 0, errorRate: 0, errorStatus: 503, silence: undefined }
    states.set(simnet, state)
  }
  return state
}

/** The faults in force now. */
export function activeFaults(simnet: Simnet): FaultSettings {
  const state = states.get(simnet)
  const left = state?.silence ? Math.max(0, state.silence.until - Date.now()) / 1000 : 0
  return {
    latencyMs: state?.latencyMs ?? 0,
    errorRate: state?.errorRate ?? 0,
    errorStatus: state?.errorStatus ?? 503,
    silenceSeconds: left,
  }
}

/** Changes the given faults, leaving the others as they are. A silence starts now (0 ends one). */
export function setFaults(simnet: Simnet, change: Partial<FaultSettings>): void {
  const state = stateOf(simnet)
  if (change.latencyMs !== undefined) state.latencyMs = change.latencyMs
  if (change.errorRate !== undefined) state.errorRate = change.errorRate
  if (change.errorStatus !== undefined) state.errorStatus = change.errorStatus
  if (change.silenceSeconds !== undefined) silence(state, change.silenceSeconds * 1000)
}

/** Back to a healthy service: requests held by a silence are answered now. */
export function clearFaults(simnet: Simnet): void {
  const state = states.get(simnet)
  if (!state) return
  states.delete(simnet)
  silence(state, 0)
}

/** Whether the service is silent now (websockets send nothing). */
export function isSilent(simnet: Simnet): boolean {
  return states.get(simnet)?.silence !== undefined
}

/** Starts (or moves the end of) a silence of `ms` from now; 0 ends it. */
function silence(state: FaultState, ms: number): void {
  const current = state.silence
  if (current) clearTimeout(current.timer)
  if (ms <= 0) {
    state.silence = undefined
    current?.end()
    return
  }
  let end = () => {}
  // Requests already waiting keep waiting for the new end: the promise is kept across a change.
  const ended =
    current?.ended ??
    new Promise<void>((resolve) => {
      end = resolve
    })
  const release = current?.end ?? end
  const timer = setTimeout(() => silence(state, 0), ms)
  // A silence must not keep a finished test or a stopping service alive.
  timer.unref()
  state.silence = { until: Date.now() + ms, timer, ended, end: release }
}

/** CORS as on every answer, with `Retry-After` readable: browser tests look at it on a 429. */
const errorHeaders = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-Total-Count, Retry-After',
  'content-type': 'text/plain',
}

const errorTexts = { 429: 'Too Many Requests', 503: 'Service Unavailable' } as const

/**
 * Injected faults applied to a REST request before it is routed: a silence holds it until the silence
 * ends, latency delays it, and the error rate answers that share of requests with 429 (`Retry-After: 1`)
 * or 503. Returns true when the fault answered the request (or its client gave up waiting).
 */
export async function applyFaults(
  req: IncomingMessage,
  res: ServerResponse,
  simnet: Simnet,
): Promise<boolean> {
  const silent = states.get(simnet)?.silence
  if (silent) {
    await silent.ended
    if (res.destroyed || req.destroyed) return true
  }
  // Read after the silence: the faults may have been changed or cleared meanwhile.
  const state = states.get(simnet)
  if (!state) return false
  if (state.latencyMs > 0) await sleep(state.latencyMs)
  // Faults are a test harness's dice, not the seeded chain's: Math.random keeps the chain's streams alone.
  if (state.errorRate > 0 && Math.random() < state.errorRate) {
    const status = state.errorStatus
    res
      .writeHead(status, { ...errorHeaders, ...(status === 429 ? { 'retry-after': '1' } : {}) })
      .end(`${errorTexts[status]} (simnet fault injection)`)
    return true
  }
  return false
}
