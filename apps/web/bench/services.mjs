// What the benchmark runs besides the rig (scripts/rig.mjs): the build, a browser, and a look at
// simnet's state.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'

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
 * Runs `use` with a Chromium of its own (scripts/chromium.mjs), closed when `use` ends, and at once when
 * `signal` aborts so that Ctrl-C does not wait for a page.
 * @template T
 * @param {AbortSignal} signal
 * @param {(browser: import('@playwright/test').Browser) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBrowser(signal, use) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const closeOnAbort = () => void browser.close()
  signal.addEventListener('abort', closeOnAbort, { once: true })
  try {
    return await use(browser)
  } finally {
    signal.removeEventListener('abort', closeOnAbort)
    await browser.close()
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
