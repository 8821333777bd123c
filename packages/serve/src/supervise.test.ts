import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startChild } from './child-process.js'
import { type Supervised, supervise } from './supervise.js'

/**
 * A real child whose runs are counted in a file: run N (from 1) does `plan[N - 1]`, or the last entry
 * once the plan is used up. `stay` says it is ready and runs until something stops it; `fail` exits
 * with code 5 before it is ready. The tests make a crash by killing a ready child themselves, so that no
 * race between its ready line and its exit can make them flaky.
 */
function toy(plan: ReadonlyArray<'fail' | 'stay'>) {
  const counter = join(mkdtempSync(join(tmpdir(), 'serve-supervise-')), 'runs')
  const script = `
    const fs = require('fs')
    let run = 1
    try { run = Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) + 1 } catch {}
    fs.writeFileSync(${JSON.stringify(counter)}, String(run))
    const plan = ${JSON.stringify(plan)}
    if (plan[Math.min(run, plan.length) - 1] === 'fail') process.exit(5)
    console.log('toy ready, run ' + run)
    setInterval(() => {}, 1000)
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

const killedBefore = new WeakMap<Supervised, number[]>()

/**
 * Kills the running child `times` times, each once its successor is ready, and waits until the
 * supervisor has seen the last one go; answers their pids.
 */
async function crash(supervised: Supervised, times: number, signal: NodeJS.Signals = 'SIGKILL') {
  const killed = killedBefore.get(supervised) ?? []
  killedBefore.set(supervised, killed)
  const now: number[] = []
  for (let i = 0; i < times; i++) {
    await expect
      .poll(() => supervised.current !== undefined && !killed.includes(supervised.current.pid), {
        timeout: 10_000,
      })
      .toBe(true)
    const pid = supervised.current?.pid ?? 0
    killed.push(pid)
    now.push(pid)
    process.kill(pid, signal)
    await expect.poll(() => supervised.current?.pid !== pid, { timeout: 10_000 }).toBe(true)
  }
  return now
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('supervise', { timeout: 30_000 }, () => {
  it('starts a crashed child again, says so, and waits longer after each failure in a row', async () => {
    const { start, runs } = toy(['stay', 'fail', 'stay'])
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
    const [first] = await crash(supervised, 1)
    const [third] = await crash(supervised, 1, 'SIGTERM')
    await expect.poll(() => supervised.current?.match[1], { timeout: 10_000 }).toBe('4')
    const fourth = supervised.current?.pid ?? 0
    expect(new Set([first, third, fourth]).size).toBe(3)
    expect(isAlive(fourth)).toBe(true)
    expect(restarted).toEqual(['3', '4'])
    expect(lines).toEqual([
      'toy stopped (SIGKILL); starting it again in 0.01 s (the rest keeps running).',
      'toy could not start again (toy exited (code 5) before it was ready); starting it again in 0.02 s (the rest keeps running).',
      `toy is running again (pid ${third}).`,
      'toy stopped (SIGTERM); starting it again in 0.04 s (the rest keeps running).',
      `toy is running again (pid ${fourth}).`,
    ])
    await supervised.stop()
    expect(isAlive(fourth)).toBe(false)
    expect(runs()).toBe(4)
  })

  it('caps the pause and starts from the first one again after a run that lasted', async () => {
    const lines: string[] = []
    // Every run counts as one that lasted (0 ms): the pause never grows.
    const steady = await supervise({
      name: 'toy',
      start: toy(['stay']).start,
      firstDelayMs: 10,
      stableMs: 0,
      log: (line) => lines.push(line),
    })
    await crash(steady, 3)
    await steady.stop()
    expect(lines.filter((line) => line.includes('stopped')).map(pauseOf)).toEqual([
      '0.01 s',
      '0.01 s',
      '0.01 s',
    ])

    const capped: string[] = []
    const growing = await supervise({
      name: 'toy',
      start: toy(['stay']).start,
      firstDelayMs: 5,
      maxDelayMs: 20,
      log: (line) => capped.push(line),
    })
    await crash(growing, 4)
    await growing.stop()
    expect(capped.filter((line) => line.includes('stopped')).map(pauseOf)).toEqual([
      '0.005 s',
      '0.01 s',
      '0.02 s',
      '0.02 s',
    ])
  })

  it('stopping cancels a pending restart, and a stopped child is not started again', async () => {
    const { start, runs } = toy(['stay'])
    const lines: string[] = []
    let starts = 0
    let paused = () => {}
    const pausing = new Promise<void>((resolve) => {
      paused = resolve
    })
    const supervised = await supervise({
      name: 'toy',
      start: (signal) => {
        starts += 1
        return start(signal)
      },
      // Short, so that a restart left pending would start within the wait below.
      firstDelayMs: 20,
      maxDelayMs: 20,
      log: (line) => {
        lines.push(line)
        paused()
      },
    })
    const pid = supervised.current?.pid
    if (pid === undefined) throw new Error('not running')
    process.kill(pid, 'SIGKILL')
    // Stopped at once when the pause begins (a promise, so no timer runs in between).
    await pausing
    expect(lines[0]).toContain('starting it again in 0.02 s')
    await supervised.stop()
    expect(supervised.current).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(starts).toBe(1)
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

function pauseOf(line: string): string {
  return line.match(/again in ([\d.]+ s)/)?.[1] ?? ''
}
