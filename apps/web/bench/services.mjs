// What the benchmark runs besides the rig (scripts/rig.mjs): the build, and a look at simnet's state.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * Builds every workspace (the root `npm run build`: the explorer client first, which the server imports,
 * then the server, simnet and the app), or throws.
 */
export function buildAll() {
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the build failed; see above')
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
