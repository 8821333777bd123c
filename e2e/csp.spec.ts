import type { Page } from '@playwright/test'
import { expect, networkPath, test } from './fixtures'
import { busiestNode } from './lightning-node-helpers'

declare global {
  interface Window {
    __violations?: string[]
    __ran?: number
  }
}

/** Records every Content-Security-Policy violation of the page, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

const violations = (page: Page) => page.evaluate(() => window.__violations ?? [])

test("the app's pages run under the strict policy without one violation", async ({
  page,
  simnet,
}) => {
  await recordViolations(page)
  const first = await page.goto('/')
  const policy = first?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  expect(await violations(page)).toEqual([])

  const { busyAddress, tip } = await simnet.state('main')
  const [txid] = await simnet.api<string[]>('main', `/block/${tip.hash}/txids`)
  const node = await busiestNode(simnet, 'main')
  // Each page, and what shows once it has its data ('' for its heading).
  const pages: [string, string][] = [
    [`/block/${tip.hash}`, 'block-height'],
    [`/tx/${txid}`, 'tx-outputs'],
    [`/address/${busyAddress}`, 'address-text'],
    ['/mining', 'pool-row'],
    ['/lightning', 'ln-statistics'],
    [`/lightning/node/${node.publicKey}`, 'node-alias'],
    [networkPath('liquid', '/'), 'mined-block'],
    ['/swap', ''],
  ]
  for (const [path, testId] of pages) {
    await page.goto(path)
    const shown = testId ? page.getByTestId(testId) : page.locator('#content h1')
    await expect(shown.first(), path).toBeVisible()
    // Charts and maps draw after their data: give them a moment to do what they do.
    await page.waitForLoadState('networkidle')
    expect(await violations(page), path).toEqual([])
  }
})

test('markup slipped into the page cannot run script: the policy blocks it and says so', async ({
  page,
}) => {
  await recordViolations(page)
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  // What an HTML injection would add: an inline handler and an inline script.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="window.__ran=1">')
    const script = document.createElement('script')
    script.textContent = 'window.__ran = 2'
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/))
  expect(await page.evaluate(() => window.__ran)).toBeUndefined()
})
