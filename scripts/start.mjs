// `npm start`: builds the app and simnet, runs simnet, a local EVM chain (anvil) for the wallet and the
// local swap service between them, and serves the built app on 127.0.0.1 with a proxy to the data
// service, until Ctrl-C. OUTPOINT_API_HOST picks another data service instead of simnet (and then no
// local chain or swap service runs).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
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

const { resolveUpstream, startChild, startServer, stopChild } = await import('@outpoint/serve')

/** @type {import('@outpoint/serve').Upstream} */
let upstream
try {
  upstream = resolveUpstream(apiHost ?? `127.0.0.1:${simnetPort}`)
} catch (error) {
  console.error(`Outpoint: OUTPOINT_API_HOST: ${error instanceof Error ? error.message : error}`)
  process.exit(2)
}

/** @type {import('@outpoint/serve').RunningChild | undefined} */
let simnet
/** @type {import('./anvil.mjs').RunningAnvil | undefined} */
let anvil
/** @type {import('@outpoint/serve').RunningChild | undefined} */
let swapService
/** @type {import('@outpoint/serve').RunningServer | undefined} */
let server
let stopping = false
// Cancels a simnet that is still generating its chain when Ctrl-C comes.
const starting = new AbortController()

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return
  stopping = true
  starting.abort()
  await Promise.all([
    server?.close(),
    simnet && stopChild(simnet.child),
    swapService && stopChild(swapService.child),
    anvil && stopChild(anvil.running.child),
  ])
  process.exit(code)
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void shutdown(0))
}
// Whatever ends this process, simnet, anvil and the swap service must not outlive it.
process.on('exit', () => {
  for (const running of [simnet, anvil?.running, swapService]) {
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) continue
    try {
      process.kill(running.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
})

/** @param {import('@outpoint/serve').RunningChild} running @param {string} name */
function stopWhenGone(running, name) {
  running.child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(
      `Outpoint: ${name} stopped (${signal ?? `exit code ${code}`}); stopping the server.`,
    )
    void shutdown(1)
  })
}

try {
  if (!apiHost) {
    try {
      anvil = await startAnvil({ chainId: anvilChainId, port: anvilPort, signal: starting.signal })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // anvil says why on its stderr, above; the usual reason is the port.
      throw new Error(
        /exited/.test(message)
          ? `${message}; if port ${anvilPort} is taken, set ANVIL_PORT to another one`
          : message,
      )
    }
    stopWhenGone(anvil.running, 'the local chain (anvil)')
    simnet = await startChild({
      name: 'simnet',
      command: process.execPath,
      args: ['packages/simnet/dist/cli.js', '--port', String(simnetPort), ...simnetFlags],
      cwd: root,
      ready: /simnet listening on/,
      echo: true,
      signal: starting.signal,
    })
    stopWhenGone(simnet, 'simnet')
    try {
      swapService = await startChild({
        name: 'the swap service',
        command: process.execPath,
        args: [
          'packages/swap-service/dist/cli.js',
          '--port',
          String(swapPort),
          '--simnet-url',
          `http://127.0.0.1:${simnetPort}`,
          '--anvil-url',
          anvil.rpcUrl,
          // The app's pages, however the browser names this machine; no other page may use it.
          '--allow-origin',
          `http://127.0.0.1:${port}`,
          '--allow-origin',
          `http://localhost:${port}`,
        ],
        cwd: root,
        ready: /^swap service listening on (http:\/\/127\.0\.0\.1:\d+)/,
        echo: true,
        signal: starting.signal,
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // The service says why on its stderr, above; the usual reason is the port.
      throw new Error(
        /exited/.test(message)
          ? `${message}; if port ${swapPort} is taken, set SWAP_PORT to another one`
          : message,
      )
    }
    stopWhenGone(swapService, 'the swap service')
  }
  server = await startServer({
    root: join(root, 'apps/web/dist'),
    upstream,
    port,
    evmChains: anvil ? [{ id: anvil.chainId, rpcUrl: anvil.rpcUrl }] : [],
    swapApi: swapService?.match[1],
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
      ? `  local EVM chain for the wallet: ${anvil.rpcUrl} (anvil, chain id ${anvil.chainId})\n`
      : '') +
    (swapService
      ? `  local swap service (BTC on simnet <-> ETH on anvil): ${swapService.match[1]}\n`
      : '') +
    '  Ctrl-C stops it.',
)
