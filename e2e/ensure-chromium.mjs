// Runs before the browser specs: they use Debian's chromium (never a browser Playwright downloads).
// Installs it with apt-get when it is missing and this runs as root; otherwise says what to install.
import { execFileSync } from 'node:child_process'
import { findChromium } from '../scripts/chromium.mjs'

let path = findChromium()
if (!path) {
  if (process.getuid?.() !== 0) {
    console.error(
      'The browser specs need Chromium from the Debian package `chromium`, which is not installed.\n' +
        'Install it as root: apt-get update && apt-get install -y chromium',
    )
    process.exit(1)
  }
  console.log('chromium is missing: installing the Debian package `chromium` (apt-get)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env })
  path = findChromium()
  if (!path) {
    console.error('apt-get installed `chromium` but `command -v chromium` still finds nothing.')
    process.exit(1)
  }
}
console.log(`chromium: ${path}`)
