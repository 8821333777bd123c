// anvil, the local EVM chain from npm, as `npm start` and the browser specs run it: on 127.0.0.1, with its
// ten unlocked, funded dev accounts, stopped by PID like simnet.
import { readFileSync, renameSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

// The binary package itself, an optional dependency of the root: the `@foundry-rs/anvil` wrapper lists a
// package per platform, and the registry this project installs from has only the Linux x64 one, so npm
// leaves the others out of the lock file and `npm ci` then refuses it. Running the binary directly also
// makes the PID we stop anvil's own, and it starts ~0.3 s sooner than through the wrapper.
export const anvilPackage = '@foundry-rs/anvil-linux-amd64'

const require = createRequire(import.meta.url)
const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * The anvil binary, or an error naming the package to install.
 * @returns {string}
 */
export function anvilBinary() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `the local chain needs ${anvilPackage}, which runs on Linux x64 only; this is ${process.platform}-${process.arch}`,
    )
  }
  try {
    return require.resolve(`${anvilPackage}/bin/anvil`)
  } catch {
    throw new Error(
      `anvil is missing: the optional dependency ${anvilPackage} is not installed; run \`npm ci\``,
    )
  }
}

/**
 * @typedef {object} RunningAnvil
 * @property {number} chainId
 * @property {string} rpcUrl its JSON-RPC endpoint, e.g. http://127.0.0.1:8545
 * @property {import('@outpoint/serve').RunningChild} running the process, for `stopChild`
 */

/**
 * Starts anvil on 127.0.0.1 and resolves once it listens. Port 0 lets anvil pick a free one (it says
 * which). `--quiet` and `--silent` would also hide the ready line, so its stdout (a line per RPC call)
 * is read and dropped instead; `--color never` keeps that line plain.
 *
 * `state`: a file that keeps the chain across restarts (anvil's `--state`): loaded when it exists,
 * written every 2 s and on exit, so that a crash loses at most the last seconds. A file anvil cannot
 * load is moved aside (`<file>.corrupt-<time>`, said on stderr) and the chain starts afresh.
 * @param {{ chainId: number, port?: number, state?: string, signal?: AbortSignal }} options
 * @returns {Promise<RunningAnvil>}
 */
export async function startAnvil({ chainId, port = 0, state, signal }) {
  const command = anvilBinary()
  // Imported here, not at the top, so that callers can build it first: the package is its dist/.
  const { startChild } = await import('@outpoint/serve')
  if (state) setAsideUnreadable(state)
  const running = await startChild({
    name: `anvil (chain ${chainId})`,
    command,
    args: [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--color',
      'never',
      ...(state ? ['--state', state, '--state-interval', '2'] : []),
    ],
    cwd: root,
    ready: /^Listening on (127\.0\.0\.1:\d+)/,
    timeoutMs: 30_000,
    ...(signal ? { signal } : {}),
  })
  return { chainId, rpcUrl: `http://${running.match[1]}`, running }
}

/**
 * anvil refuses a state file that is not JSON (one cut short by a crash while it was written, say), and
 * would refuse it on every restart: such a file is moved aside, and the chain starts afresh.
 * @param {string} state
 */
function setAsideUnreadable(state) {
  let text
  try {
    text = readFileSync(state, 'utf8')
  } catch {
    return // None yet: anvil makes it.
  }
  try {
    JSON.parse(text)
    return
  } catch (error) {
    const aside = `${state}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(state, aside)
    console.error(
      `Outpoint: the saved local chain ${state} is unreadable (${error instanceof Error ? error.message : error}); moved it to ${aside}, and anvil starts a new chain.`,
    )
  }
}
