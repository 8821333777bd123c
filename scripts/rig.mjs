// What the browser specs and the web bench run against: simnet with its control API, two local EVM chains
// (anvil) for the wallet, the local swap service between simnet and chain 31337, and the served build
// pointing at them, each on a free port on 127.0.0.1, stopped by PID.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from './anvil.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

const builds = [
  'packages/simnet/dist/cli.js',
  'packages/serve/dist/cli.js',
  'apps/web/dist/index.html',
]
const swapServiceBuild = 'packages/swap-service/dist/cli.js'

/**
 * @typedef {object} Rig
 * @property {string} appUrl the served build, e.g. http://127.0.0.1:41234
 * @property {string} simnetUrl simnet itself, with its control API under /_simnet/
 * @property {Record<number, string>} anvilUrls each local chain's JSON-RPC URL by chain id; the served
 *   config lists them as `evmChains`
 * @property {string | undefined} swapUrl the local swap service (BTC on simnet, ETH on chain 31337); the
 *   served config gives it as `swapApi`. Undefined when it does not run
 * @property {() => Promise<void>} stop stops every child by PID (safe to call more than once)
 * @property {() => void} killNow sends every child SIGTERM at once, for a process that is exiting
 */

/**
 * Starts simnet (`--control` and `simnetArgs`), an anvil per chain id in `anvilChainIds` (by default
 * 31337 and 31338: two chains, so that the wallet specs can switch and add one), the swap service (unless
 * `swapService` is false or there is no chain 31337; `swapArgs` are added to its command line, e.g.
 * `--quote-ttl 10`) and the app server; says on stderr if any dies before `stop`. Throws, with whatever
 * started stopped, when a build is missing or a child fails to start.
 * @param {{ simnetArgs?: readonly string[], anvilChainIds?: readonly number[], swapService?: boolean, swapArgs?: readonly string[], signal?: AbortSignal }} [options]
 * @returns {Promise<Rig>}
 */
export async function startRig({
  simnetArgs = [],
  anvilChainIds = [31337, 31338],
  swapService = true,
  swapArgs = [],
  signal,
} = {}) {
  const withSwap = swapService && anvilChainIds.includes(31337)
  for (const built of withSwap ? [...builds, swapServiceBuild] : builds) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first.`)
    }
  }
  // Imported here, not at the top, so that callers can build it first: the package is its dist/.
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
  /** @param {string} name @param {import('@outpoint/serve').RunningChild} running */
  const track = (name, running) => {
    children.push(running)
    console.log(`${name} started (pid ${running.pid})`)
    // A child that dies mid-run makes everything after it fail: say which one, once, where it shows.
    running.child.once('exit', (code, exitSignal) => {
      if (!stopping) console.error(`\n${name} exited (${exitSignal ?? `code ${code}`}) mid-run.\n`)
    })
    return running
  }
  /** @param {string} name @param {string} script @param {string[]} args @param {RegExp} ready @param {number} [timeoutMs] */
  const start = async (name, script, args, ready, timeoutMs) => {
    const running = await startChild({
      name,
      command: process.execPath,
      args: [script, ...args],
      cwd: root,
      ready,
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(signal ? { signal } : {}),
    })
    return track(name, running)
  }
  try {
    /** @type {Record<number, string>} */
    const anvilUrls = {}
    for (const chainId of anvilChainIds) {
      // Port 0: anvil binds a free port itself and says which, so no other process can take it first.
      const anvil = await startAnvil({ chainId, port: 0, ...(signal ? { signal } : {}) })
      track(`anvil (chain ${chainId})`, anvil.running)
      anvilUrls[chainId] = anvil.rpcUrl
    }
    const evmChainFlags = Object.entries(anvilUrls).flatMap(([id, url]) => [
      '--evm-chain',
      `${id}=${url}`,
    ])
    const simnetPort = String(await freePort())
    await start(
      'simnet',
      'packages/simnet/dist/cli.js',
      ['--port', simnetPort, '--control', ...simnetArgs],
      // Not only listening: every network generated and caught up with the wall clock, so the first
      // spec does not meet a service still simulating the minutes since its tip (seconds per answer).
      /simnet ready/,
      // Generating every network fits the default 120 s on a quiet machine, but took 3.7 to 6 min under a
      // load of 13 to 21 (several test runs at once, 2026-11-27): 120 s gave up on a simnet on its way.
      600_000,
    )
    // The app's port is chosen first: the swap service answers the app's pages only, by their origin.
    const appPort = String(await freePort())
    /** @type {string | undefined} */
    let swapUrl
    if (withSwap) {
      const swap = await start(
        'the swap service',
        swapServiceBuild,
        [
          '--port',
          '0',
          '--simnet-url',
          `http://127.0.0.1:${simnetPort}`,
          '--anvil-url',
          anvilUrls[31337] ?? '',
          '--allow-origin',
          `http://127.0.0.1:${appPort}`,
          ...swapArgs,
        ],
        /^swap service listening on (http:\/\/127\.0\.0\.1:\d+)/,
      )
      swapUrl = swap.match[1]
    }
    const serve = await start(
      'the app server',
      'packages/serve/dist/cli.js',
      [
        '--root',
        'apps/web/dist',
        '--api-host',
        `127.0.0.1:${simnetPort}`,
        '--port',
        appPort,
        ...evmChainFlags,
        ...(swapUrl ? ['--swap-api', swapUrl] : []),
      ],
      /^serving (http:\/\/127\.0\.0\.1:\d+)/,
    )
    const appUrl = serve.match[1]
    if (appUrl === undefined) throw new Error('the app server did not say its URL')
    return {
      appUrl,
      simnetUrl: `http://127.0.0.1:${simnetPort}`,
      anvilUrls,
      swapUrl,
      stop,
      killNow,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * @typedef {object} EsploraOnlyRig
 * @property {string} appUrl a served build whose data service is `simnetUrl`
 * @property {string} simnetUrl a second simnet with `--esplora-only` (the Esplora routes, no /api/v1, no
 *   websocket) and its control API
 * @property {() => Promise<void>} stop stops both by PID
 */

/**
 * A second simnet that answers as a bare Esplora does (`--esplora-only`), and a second served build
 * pointed at it: started by the spec that needs them (esplora-only.spec.ts), not by the main rig, so the
 * main rig starts no slower. Its histories come from the cache the main rig wrote (the same seed and tip
 * time); like the main rig's, it is ready once every network has caught up with the wall clock (a simnet
 * still simulating the minutes since its tip answers in seconds, and the page's first requests time out).
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<EsploraOnlyRig>}
 */
export async function startEsploraOnlyRig({ signal } = {}) {
  for (const built of builds) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first.`)
    }
  }
  const { freePort, startChild, stopChild } = await import('@outpoint/serve')
  /** @type {import('@outpoint/serve').RunningChild[]} */
  const children = []
  const stop = async () => {
    await Promise.all(children.map((running) => stopChild(running.child)))
  }
  /** @param {string} name @param {string} script @param {string[]} args @param {RegExp} ready */
  const start = async (name, script, args, ready) => {
    const running = await startChild({
      name,
      command: process.execPath,
      args: [script, ...args],
      cwd: root,
      ready,
      // As the main rig's simnet: minutes under a heavy load.
      timeoutMs: 600_000,
      ...(signal ? { signal } : {}),
    })
    children.push(running)
    return running
  }
  try {
    const simnetPort = String(await freePort())
    await start(
      'simnet (--esplora-only)',
      'packages/simnet/dist/cli.js',
      ['--port', simnetPort, '--control', '--esplora-only'],
      /simnet ready/,
    )
    const serve = await start(
      'the app server (Esplora only)',
      'packages/serve/dist/cli.js',
      ['--root', 'apps/web/dist', '--api-host', `127.0.0.1:${simnetPort}`, '--port', '0'],
      /^serving (http:\/\/127\.0\.0\.1:\d+)/,
    )
    const appUrl = serve.match[1]
    if (appUrl === undefined) throw new Error('the app server did not say its URL')
    return { appUrl, simnetUrl: `http://127.0.0.1:${simnetPort}`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
