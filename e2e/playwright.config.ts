import { spawnSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

/** Debian's chromium (ensure-chromium.mjs installs it); Playwright never downloads a browser here. */
function chromiumPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' })
  if (found.status !== 0) {
    throw new Error(
      'chromium is not installed: run `node e2e/ensure-chromium.mjs` (Debian package chromium)',
    )
  }
  return found.stdout.trim()
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Starts simnet (with its control API) and the served build, each on a free port, and stops both.
  globalSetup: './global-setup.ts',
  // One simnet serves every spec, and some mine blocks or drop every socket: one at a time keeps
  // each spec's view of the chain its own. (Two shared cores gain little from more workers anyway.)
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Playwright gives every launch a fresh temporary profile (--user-data-dir) of its own.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
