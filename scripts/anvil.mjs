// anvil, the local EVM chain from npm (`@foundry-rs/anvil`), as `npm start` and the browser specs run it:
// on 127.0.0.1, with its ten unlocked, funded dev accounts, stopped by PID like simnet.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export const anvilPackage = '@foundry-rs/anvil'

const require = createRequire(import.meta.url)
const root = fileURLToPath(new URL('..', import.meta.url))

// The binary comes in a per-platform optional dependency of the package. We run it directly rather than
// the package's `anvil` node wrapper: the PID we stop is then anvil's own, and it starts ~0.3 s sooner.
const platformPackages = /** @type {Record<string, string | undefined>} */ ({
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
})

/**
 * The anvil binary of this platform, or an error naming the package to install.
 * @returns {string}
 */
export function anvilBinary() {
  const suffix = platformPackages[`${process.platform}-${process.arch}`]
  if (suffix === undefined) {
    throw new Error(
      `${anvilPackage} has no anvil binary for ${process.platform}-${process.arch}: the local chain cannot run here`,
    )
  }
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    return require.resolve(`${anvilPackage}-${suffix}/bin/${name}`)
  } catch {
    throw new Error(
      `anvil is missing: ${anvilPackage}-${suffix} (the binary of the devDependency ${anvilPackage}) is not installed; run \`npm install\``,
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
 * @param {{ chainId: number, port?: number, signal?: AbortSignal }} options
 * @returns {Promise<RunningAnvil>}
 */
export async function startAnvil({ chainId, port = 0, signal }) {
  const command = anvilBinary()
  // Imported here, not at the top, so that callers can build it first: the package is its dist/.
  const { startChild } = await import('@outpoint/serve')
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
    ],
    cwd: root,
    ready: /^Listening on (127\.0\.0\.1:\d+)/,
    timeoutMs: 30_000,
    ...(signal ? { signal } : {}),
  })
  return { chainId, rpcUrl: `http://${running.match[1]}`, running }
}
