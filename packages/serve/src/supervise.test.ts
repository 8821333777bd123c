import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startChild } from './child-process.js'
import { supervise } from './supervise.js'

/**
 * A real child whose runs are counted in a file: run N (from 1) does `plan[N - 1]`, or the last entry
 * once the plan is used up. `crash` says it is ready and then exits with code 1; `fail` exits with
 * code 5 before it is ready; `stay` says it is ready and runs until stopped.
 */
function toy(plan: ReadonlyArray<'crash' | 'fail' | 'stay'>) {
  const counter = join(mkdtempSync(join(tmpdir(), 'serve-supervise-')), 'runs')
  const script = `
    const fs = require('fs')
    let run = 1
    try { run = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1 } catch {}
    fs.writeFileSync(${JSON.stringify(counter)}, String(run))
    const plan = ${JSON.stringify(plan)}
    const todo = plan[Math.min(run, plan.length) - 1]
    if (todo === 'fail') process.exit(5)
    console.log('toy ready, run ' + run)
    if (todo === 'crash') setTimeout(() => process.exit(1), 20)
    else setInterval(() => {}, 1000)
  `
  const runs = () => Number(readFileSync(counter, 'utf8'))
  const start = (signal: AbortSignal) =>
    startChild({
      name: 'toy',
      command: process.execPath,
      args: ['-e', script],
      ready: /^toy ready, run (\d+)/,
      timeoutMs: 10_000,
      signal,
    })
  return { start, runs }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('supervise', () => {
  it('starts a crashed child again, says so, and waits longer after each failure in a row', async () => {
    const { start, runs } = toy(['crash', 'fail', 'crash', 'stay'])
    const lines: string[] = []
    const restarted: string[] = []
    const supervised = await supervise({
      name: 'toy',
      start,
      firstDelayMs: 10,
      maxDelayMs: 40,
      log: (line) => lines.push(line),
      onRestart: (running) => restarted.push(running.match[1] ?? ''),
    })
    const first = supervised.current?.pid
    await expect.poll(() => supervised.current?.match[1], { timeout: 10_000 }).toBe('4')
    const now = supervised.current
    expect(now?.pid).not.toBe(first)
    expect(isAlive(now?.pid ?? 0)).toBe(true)
    expect(restarted).toEqual(['3', '4'])
    expect(supervised.restarts).toBe(2)
    expect(lines).toEqual([
      'toy stopped (exit code 1); starting it again in 0.01 s (the rest keeps running).',
      'toy could not start again (toy exited (code 5) before it was ready); starting it again in 0.02 s (the rest keeps running).',
      `toy is running again (pid ${restartedPid(lines, 0)}).`,
      'toy stopped (exit code 1); starting it again in 0.04 s (the rest keeps running).',
      `toy is running again (pid ${now?.pid}).`,
    ])
    await supervised.stop()
    expect(isAlive(now?.pid ?? 0)).toBe(false)
    expect(runs()).toBe(4)
  })

  it('caps the pause and starts from the first one again after a run that lasted', async () => {
    const { start } = toy(['crash'])
    const lines: string[] = []
    // Every run counts as one that lasted (0 ms): the pause never grows.
    const steady = await supervise({
      name: 'toy',
      start,
      firstDelayMs: 10,
      stableMs: 0,
      log: (line) => lines.push(line),
    })
    await expect.poll(() => steady.restarts, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    await steady.stop()
    const pauses = lines.filter((line) => line.includes('stopped')).map(pauseOf)
    expect(new Set(pauses)).toEqual(new Set(['0.01 s']))

    const capped: string[] = []
    const growing = await supervise({
      name: 'toy',
      start: toy(['crash']).start,
      firstDelayMs: 5,
      maxDelayMs: 20,
      log: (line) => capped.push(line),
    })
    await expect.poll(() => growing.restarts, { timeout: 10_000 }).toBeGreaterThanOrEqual(4)
    await growing.stop()
    expect(
      capped
        .filter((line) => line.includes('stopped'))
        .map(pauseOf)
        .slice(0, 4),
    ).toEqual(['0.005 s', '0.01 s', '0.02 s', '0.02 s'])
  })

  it('stopping cancels a pending restart, and a stopped child is not started again', async () => {
    const { start, runs } = toy(['crash', 'stay'])
    const lines: string[] = []
    const supervised = await supervise({
      name: 'toy',
      start,
      // Long enough that the test stops it during the pause.
      firstDelayMs: 60_000,
      maxDelayMs: 60_000,
      log: (line) => lines.push(line),
    })
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1)
    expect(lines[0]).toContain('starting it again in 60 s')
    await supervised.stop()
    expect(supervised.current).toBeUndefined()
    expect(runs()).toBe(1)
  })

  it('stops a running child without starting it again', async () => {
    const { start, runs } = toy(['stay'])
    const lines: string[] = []
    const supervised = await supervise({
      name: 'toy',
      start,
      firstDelayMs: 5,
      log: (line) => lines.push(line),
    })
    const pid = supervised.current?.pid ?? 0
    await supervised.stop()
    expect(isAlive(pid)).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(runs()).toBe(1)
    expect(lines).toEqual([])
  })

  it('rejects when the first start fails, supervising nothing', async () => {
    await expect(supervise({ name: 'toy', start: toy(['fail']).start })).rejects.toThrow(
      'toy exited (code 5) before it was ready',
    )
  })
})

/** The pid in the nth "running again" line. */
function restartedPid(lines: readonly string[], nth: number): string {
  return lines.filter((line) => line.includes('running again'))[nth]?.match(/pid (\d+)/)?.[1] ?? ''
}

function pauseOf(line: string): string {
  return line.match(/again in ([\d.]+ s)/)?.[1] ?? ''
}
