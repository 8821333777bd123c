// Builds what the benchmark measures and runs it: simnet at 10x speed and the served build, each on a
// free 127.0.0.1 port, stopped by PID. The start/stop helpers are the browser rig's (@outpoint/serve).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../../..', import.meta.url))

/** The server imports the explorer client's build, hence its place first. */
const workspaces = [
  '@outpoint/explorer-client',
  '@outpoint/serve',
  '@outpoint/simnet',
  '@outpoint/web',
]

/** Builds every workspace the benchmark runs, or throws. */
export function buildAll() {
  for (const workspace of workspaces) {
    console.log(`building ${workspace}...`)
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error(`the build of ${workspace} failed; see above`)
  }
}

/**
 * @typedef {object} Services
 * @property {string} appUrl the served build, e.g. http://127.0.0.1:41234
 * @property {string} simnetUrl simnet itself, with its control API under /_simnet/
 * @property {() => Promise<void>} stop stops both by PID (safe to call more than once)
 * @property {() => void} killNow sends both SIGTERM at once, for a process that is exiting
 */

/**
 * Starts simnet (live, `--speed`, control API on) and the served build pointing at it.
 * @param {{ speed: number, signal: AbortSignal }} options
 * @returns {Promise<Services>}
 */
export async function startServices({ speed, signal }) {
  // Imported after the build: the package is its dist/.
  const { freePort, startChild, stopChild } = await import('@outpoint/serve')
  /** @type {import('@outpoint/serve').RunningChild[]} */
  const children = []
  let stopping = false
  const stop = async () => {
    stopping = true
    await Promise.all(children.map((running) => stopChild(running.child)))
  }
  const killNow = () => {
    for (const { child, pid } of children) {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM')
    }
  }
  /** @param {import('@outpoint/serve').RunningChild} running @param {string} name */
  const watch = (running, name) => {
    children.push(running)
    console.log(`${name} started (pid ${running.pid})`)
    running.child.once('exit', (code, exitSignal) => {
      if (!stopping) console.error(`\n${name} exited (${exitSignal ?? `code ${code}`}) mid-run.\n`)
    })
  }
  try {
    const simnetPort = await freePort()
    watch(
      await startChild({
        name: 'simnet',
        command: process.execPath,
        args: [
          'packages/simnet/dist/cli.js',
          '--port',
          String(simnetPort),
          '--speed',
          String(speed),
          '--control',
        ],
        cwd: root,
        ready: /simnet listening on/,
        signal,
      }),
      'simnet',
    )
    const appPort = await freePort()
    const serve = await startChild({
      name: 'the app server',
      command: process.execPath,
      args: [
        'packages/serve/dist/cli.js',
        '--root',
        'apps/web/dist',
        '--api-host',
        `127.0.0.1:${simnetPort}`,
        '--port',
        String(appPort),
      ],
      cwd: root,
      ready: /^serving (http:\/\/127\.0\.0\.1:\d+)/,
      signal,
    })
    watch(serve, 'the app server')
    return {
      appUrl: serve.match[1] ?? `http://127.0.0.1:${appPort}`,
      simnetUrl: `http://127.0.0.1:${simnetPort}`,
      stop,
      killNow,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * @typedef {object} ChainState
 * @property {number} height
 * @property {number} mempool transactions in simnet's mempool
 */

/**
 * Simnet's tip height and mempool size, to show what the page was fed; undefined if it does not answer.
 * @param {string} simnetUrl
 * @returns {Promise<ChainState | undefined>}
 */
export async function chainState(simnetUrl) {
  try {
    const response = await fetch(`${simnetUrl}/_simnet/state`, {
      signal: AbortSignal.timeout(5_000),
    })
    if (!response.ok) return undefined
    const state = /** @type {{ tip?: { height?: unknown }, mempool?: { count?: unknown } }} */ (
      await response.json()
    )
    const height = state.tip?.height
    const mempool = state.mempool?.count
    return typeof height === 'number' && typeof mempool === 'number'
      ? { height, mempool }
      : undefined
  } catch {
    return undefined
  }
}
