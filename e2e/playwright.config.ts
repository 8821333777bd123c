import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/chromium.mjs'

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
    // Debian's chromium (ensure-chromium.mjs installs it), as the web bench runs it.
    launchOptions: chromiumLaunchOptions(),
  },
})
