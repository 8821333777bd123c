// Debian's Chromium and the flags that run it quietly here (toolchain.md sections 3 and 4): no
// sandbox in this container, no GPU, and none of the background traffic that would skew a measurement.
import { spawnSync } from 'node:child_process'

export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Chromium's path: CHROME_PATH if set, else `chromium` on PATH (Debian installs /usr/bin/chromium;
 * `node e2e/ensure-chromium.mjs` installs it). Playwright never downloads a browser here.
 * @returns {string}
 */
export function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' })
  if (found.status !== 0) {
    throw new Error(
      'chromium is not installed: run `node e2e/ensure-chromium.mjs` (Debian package)',
    )
  }
  return found.stdout.trim()
}
