// `npm start`: builds the app and simnet, runs simnet, a local EVM chain (anvil) for the wallet and the
// local swap service between them, and serves the built app on 127.0.0.1 with a proxy to the data
// service, until Ctrl-C. OUTPOINT_API_HOST picks another data service instead of simnet (and then no
// local chain or swap service runs). A child that stops on its own is started again, with a growing
// pause, and the others keep running; the local chain and the swaps are kept under the cache folder.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startAnvil } from './anvil.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = portFrom('PORT', 5173)
const simnetPort = portFrom('SIMNET_PORT', 8999)
const anvilPort = portFrom('ANVIL_PORT', 8545)
const swapPort = portFrom('SWAP_PORT', 8997)
// Anvil's and Hardhat's usual id, which browser wallets already know as a local chain.
const anvilChainId = 31337
const apiHost = process.env.OUTPOINT_API_HOST?.trim() || undefined
const simnetFlags = (process.env.SIMNET_FLAGS ?? '').split(/\s+/).filter(Boolean)
// The swap service pays BTC out through simnet's faucet, which is part of its control API (loopback
// clients only; of browser pages, only the app's own: any page a local browser shows could reach it).
if (!simnetFlags.includes('--control')) simnetFlags.push('--control')
simnetFlags.push('--trust-origin', `http://127.0.0.1:${port}`)
// simnet's history ends at the start of the hour it starts in: pinned, a restart later in the run
// regenerates the same history (from its disk cache) rather than a new one.
if (!simnetFlags.some((flag) => flag === '--tip-time' || flag.startsWith('--tip-time='))) {
  const hour = new Date()
  hour.setUTCMinutes(0, 0, 0)
  simnetFlags.push('--tip-time', hour.toISOString().replace('.000Z', 'Z'))
}
// anvil and the swap service listen where they are told; a restart keeps the port, so every part can
// keep these addresses.
const anvilUrl = `http://127.0.0.1:${anvilPort}`
const swapUrl = `http://127.0.0.1:${swapPort}`

/**
 * @param {string} name
 * @param {number} fallback
 */
function portFrom(name, fallback) {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    console.error(`Outpoint: ${name} must be a port number (1-65535), got "${value}".`)
    process.exit(2)
  }
  return parsed
}

/** @param {string} workspace */
function build(workspace) {
  console.log(`Building ${workspace}...`)
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error(`Outpoint: the build of ${workspace} failed; see above.`)
    process.exit(1)
  }
}

// The server imports the explorer client's build, hence its place first.
for (const workspace of ['@outpoint/explorer-client', '@outpoint/serve']) build(workspace)
if (!apiHost) {
  // The swap service compiles against the swap client's declarations, hence that order.
  for (const workspace of ['@outpoint/simnet', '@outpoint/swap-client', '@outpoint/swap-service']) {
    build(workspace)
  }
}
build('@outpoint/web')

const { resolveUpstream, startChild, startServer, supervise } = await import('@outpoint/serve')
// What outlives a restart: anvil's chain and the swap service's swaps (a swap in flight holds someone's
// coins), in the swap service's cache folder (its build, above, is there only when it runs).
const swapStore = apiHost ? '' : (await import('@outpoint/swap-service')).defaultStorePath()
const cacheDir = dirname(swapStore)
const anvilState = join(cacheDir, `anvil-${anvilChainId}.json`)

/** @type {import('@outpoint/serve').Upstream} */
let upstream
try {
  upstream = resolveUpstream(apiHost ?? `127.0.0.1:${simnetPort}`)
} catch (error) {
  console.error(`Outpoint: OUTPOINT_API_HOST: ${error instanceof Error ? error.message : error}`)
  process.exit(2)
}

// Each child runs under a supervisor, which starts it again when it stops on its own.
/** @type {import('@outpoint/serve').Supervised | undefined} */
let simnet
/** @type {import('@outpoint/serve').Supervised | undefined} */
let anvil
/** @type {import('@outpoint/serve').Supervised | undefined} */
let swapService
/** @type {import('@outpoint/serve').RunningServer | undefined} */
let server
let stopping = false
// Cancels a child that is still starting (simnet generating its chain) when Ctrl-C comes.
const starting = new AbortController()

/** @param {string} line */
const say = (line) => console.error(`Outpoint: ${line}`)

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return
  stopping = true
  starting.abort()
  await Promise.all([server?.close(), simnet?.stop(), swapService?.stop(), anvil?.stop()])
  process.exit(code)
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void shutdown(0))
}
// Whatever ends this process, simnet, anvil and the swap service must not outlive it.
process.on('exit', () => {
  for (const supervised of [simnet, anvil, swapService]) {
    const running = supervised?.current
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) continue
    try {
      process.kill(running.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
})

/**
 * A start for the supervisor that Ctrl-C also cancels while the child is not ready yet.
 * @param {AbortSignal} signal
 */
const either = (signal) => AbortSignal.any([signal, starting.signal])

/**
 * The first start's failure, with the usual reason when the child exited: its port is taken.
 * @param {unknown} error @param {string} portVariable @param {number} taken
 */
function startError(error, portVariable, taken) {
  const message = error instanceof Error ? error.message : String(error)
  // The child says why on its stderr, above.
  return new Error(
    /exited/.test(message)
      ? `${message}; if port ${taken} is taken, set ${portVariable} to another one`
      : message,
  )
}

try {
  if (!apiHost) {
    mkdirSync(cacheDir, { recursive: true })
    try {
      anvil = await supervise({
        name: 'the local chain (anvil)',
        start: async (signal) =>
          (
            await startAnvil({
              chainId: anvilChainId,
              port: anvilPort,
              state: anvilState,
              signal: either(signal),
            })
          ).running,
        log: say,
        onRestart: () =>
          say(
            `the local chain goes on from ${anvilState}, saved every 2 s: transactions of its last seconds may be missing.`,
          ),
      })
    } catch (error) {
      throw startError(error, 'ANVIL_PORT', anvilPort)
    }
    simnet = await supervise({
      name: 'simnet',
      start: (signal) =>
        startChild({
          name: 'simnet',
          command: process.execPath,
          args: ['packages/simnet/dist/cli.js', '--port', String(simnetPort), ...simnetFlags],
          cwd: root,
          ready: /simnet listening on/,
          echo: true,
          signal: either(signal),
        }),
      log: say,
      onRestart: () =>
        say(
          'simnet starts again from its seed: the same history, but what its control API made since (faucet payments, mined blocks) is gone.',
        ),
    })
    try {
      swapService = await supervise({
        name: 'the swap service',
        start: (signal) =>
          startChild({
            name: 'the swap service',
            command: process.execPath,
            args: [
              'packages/swap-service/dist/cli.js',
              '--port',
              String(swapPort),
              '--simnet-url',
              `http://127.0.0.1:${simnetPort}`,
              '--anvil-url',
              anvilUrl,
              // The app's pages, however the browser names this machine; no other page may use it.
              '--allow-origin',
              `http://127.0.0.1:${port}`,
              '--allow-origin',
              `http://localhost:${port}`,
              // Swaps in flight outlive a restart of the service.
              '--store',
              swapStore,
            ],
            cwd: root,
            ready: /^swap service listening on (http:\/\/127\.0\.0\.1:\d+)/,
            echo: true,
            signal: either(signal),
          }),
        log: say,
      })
    } catch (error) {
      throw startError(error, 'SWAP_PORT', swapPort)
    }
  }
  server = await startServer({
    root: join(root, 'apps/web/dist'),
    upstream,
    port,
    evmChains: anvil ? [{ id: anvilChainId, rpcUrl: anvilUrl }] : [],
    swapApi: swapService ? swapUrl : undefined,
  })
} catch (error) {
  if (stopping) await new Promise(() => {}) // shutdown is under way and exits
  const message = error instanceof Error ? error.message : String(error)
  const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
  console.error(`Outpoint: ${inUse ? `port ${port} is in use; set PORT to another one` : message}`)
  await shutdown(1)
}

console.log(
  `\nOutpoint is running at ${server?.url}\n` +
    `  data service: ${apiHost ? upstream.origin : `simnet at ${upstream.origin}`}\n` +
    (anvil
      ? `  local EVM chain for the wallet: ${anvilUrl} (anvil, chain id ${anvilChainId}), kept in ${anvilState}\n`
      : '') +
    (swapService
      ? `  local swap service (BTC on simnet <-> ETH on anvil): ${swapUrl}, swaps kept in ${swapStore}\n`
      : '') +
    '  A part that stops is started again; Ctrl-C stops them all.',
)
