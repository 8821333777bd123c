import { expect, test } from './fixtures'

test('dropped sockets show the reconnecting banner, then the feed recovers with fresh data', async ({
  page,
  simnet,
}) => {
  // Simnet drops the sockets, as a network failure would; the app reconnects within about a second,
  // too fast to see. So the spec keeps the network down a little longer: while `outage` is set, every
  // new socket the page opens is closed at once. Otherwise sockets go to the real server untouched.
  let outage = false
  await page.routeWebSocket(/\/api\/v1\/ws$/, (socket) => {
    if (outage) socket.close({ code: 1011, reason: 'network outage (test)' })
    else socket.connectToServer()
  })
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
  const banner = page.getByTestId('connection-banner')
  await expect(banner).toHaveCount(0)

  outage = true
  const { droppedSockets } = await simnet.faults({ dropSockets: true })
  expect(droppedSockets).toBeGreaterThan(0)
  await expect(banner).toBeVisible()
  await expect(banner).toHaveText(/Reconnecting|Offline/)

  // Mined while the page is cut off: only a feed that re-subscribed after reconnecting can show it.
  const [block] = await simnet.mine('main')
  outage = false
  await expect(banner).toHaveCount(0, { timeout: 45_000 })
  await expect(
    page.locator(`[data-testid="mined-block"][data-height="${block?.height}"]`),
  ).toBeVisible()
})
