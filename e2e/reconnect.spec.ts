import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Routes the page's live sockets through the spec, to the real server. `down()` refuses every new one
 * (the app reconnects within about a second, too fast to see a dropped socket otherwise), `cut()` also
 * closes those open, `up()` lets them through again.
 */
async function feedThroughSpec(page: Page) {
  let down = false
  const open: WebSocketRoute[] = []
  await page.routeWebSocket(/\/api\/v1\/ws$/, (socket) => {
    if (down) return void socket.close({ code: 1011, reason: 'network outage (test)' })
    open.push(socket)
    socket.connectToServer()
  })
  return {
    down() {
      down = true
    },
    async cut() {
      down = true
      for (const socket of open.splice(0))
        await socket.close({ code: 1011, reason: 'outage (test)' })
    },
    up() {
      down = false
    },
  }
}

test('dropped sockets show the reconnecting banner, then the feed recovers with fresh data', async ({
  page,
  simnet,
}) => {
  // Simnet drops the sockets, as a network failure would; the spec keeps the network down a little
  // longer by refusing the page's new ones.
  const feed = await feedThroughSpec(page)
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  const banner = page.getByTestId('connection-banner')
  await expect(banner).toHaveCount(0)

  feed.down()
  const { droppedSockets } = await simnet.faults({ dropSockets: true })
  expect(droppedSockets).toBeGreaterThan(0)
  await expect(banner).toBeVisible()
  await expect(banner).toHaveText(/Reconnecting|Offline/)

  // Mined while the page is cut off: only a feed that re-subscribed after reconnecting can show it.
  const [block] = await simnet.mine('main')
  feed.up()
  await expect(banner).toHaveCount(0, { timeout: 45_000 })
  await expect(
    page.locator(`[data-testid="mined-block"][data-height="${block?.height}"]`),
  ).toBeVisible()
})

test('after an outage the transaction page re-validates: a coinbase whose block was replaced meanwhile is said to have left the chain', async ({
  page,
  simnet,
  problems,
}) => {
  const feed = await feedThroughSpec(page)
  const [mined] = await simnet.mine('main', 1)
  if (!mined) throw new Error('nothing mined')
  const coinbase = await simnet.apiText('main', `/block/${mined.hash}/txid/0`)
  await page.goto(`/tx/${coinbase}`)
  await expect(page.getByTestId('tx-status')).toContainText(/confirmation/)

  // Cut off, the page hears nothing of the reorg that takes the block, and its coinbase, away.
  await feed.cut()
  await expect(page.getByTestId('connection-banner')).toBeVisible()
  // Live blocks may have landed on top since: reorg deep enough to take this one off the chain.
  const depth = (await simnet.tipHeight('main')) - mined.height + 1
  const { disconnected } = await simnet.reorg(depth)
  expect(disconnected.map((block) => block.hash)).toContain(mined.hash)
  feed.up()

  const lost = page.getByTestId('tx-lost')
  await expect(lost).toBeVisible({ timeout: 45_000 })
  await expect(lost).toContainText('No longer in the chain')
  await expect(lost.getByRole('link')).toHaveAttribute('href', `/block/${mined.hash}`)
  await expect(page.getByTestId('tx-status')).toHaveCount(0)
  // The one 404 is the re-validation that found it gone.
  expect(problems.filter((problem) => !problem.includes(`/tx/${coinbase}`))).toEqual([])
})
