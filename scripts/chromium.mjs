// The one place that decides which Chromium the browser specs and the web bench run, and how: Debian's
// package (Playwright never downloads a browser here), with the flags that run it quietly in this
// container (toolchain.md sections 3 and 4): no sandbox, no GPU, and none of the background traffic that
// would skew a measurement.
import { spawnSync } from 'node:child_process'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Chromium's path: CHROME_PATH if set (Lighthouse reads the same variable), else `chromium` on PATH;
 * undefined when neither gives one.
 * @returns {string | undefined}
 */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' })
  return found.status === 0 ? found.stdout.trim() : undefined
}

/**
 * Chromium's path, or an error that says how to install it.
 * @returns {string}
 */
export function chromiumPath() {
  const path = findChromium()
  if (path === undefined) {
    throw new Error(
      'chromium is not installed: run `node e2e/ensure-chromium.mjs` (Debian package chromium)',
    )
  }
  return path
}

/**
 * Playwright's launch options for that Chromium, headless. Playwright gives every launch a fresh
 * temporary profile (--user-data-dir) of its own.
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', ...chromiumFlags],
  }
}
