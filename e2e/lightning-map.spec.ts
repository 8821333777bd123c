import type { Locator, Page } from '@playwright/test'
import { expect, type Network, networkPath, test } from './fixtures'

type WorldNode = [number, number, string, string, number, number, unknown, unknown]

/** Pixels of the channel colour (orange in both themes: red well above blue); land, water and nodes are not. */
async function channelPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((node) => {
    const element = node as HTMLCanvasElement
    const ctx = element.getContext('2d')
    if (!ctx || element.width === 0) return 0
    const { data } = ctx.getImageData(0, 0, element.width, element.height)
    let count = 0
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) > (data[i + 2] ?? 0) + 15) count++
    return count
  })
}

async function view(canvas: Locator): Promise<{ scale: number; x: number; y: number }> {
  const text = (await canvas.getAttribute('data-view')) ?? ''
  const [scale = Number.NaN, x = Number.NaN, y = Number.NaN] = text.split(' ').map(Number)
  return { scale, x, y }
}

// The app's projection (Web Mercator onto a unit square), repeated here to aim at a node.
const mercator = (lng: number, lat: number) => {
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180)
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)] as const
}

/** A node with no other node within 20 px at the current view, and where it is on the page. */
async function loneNode(page: Page, network: Network, canvas: Locator) {
  const response = await page.request.get(networkPath(network, '/api/v1/lightning/nodes/world'))
  const { nodes } = (await response.json()) as { nodes: WorldNode[] }
  const { scale, x, y } = await view(canvas)
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the map canvas has no box')
  const placed = nodes.map(([lng, lat, publicKey, alias]) => {
    const [wx, wy] = mercator(lng, lat)
    return { publicKey, alias, x: wx * scale + x, y: wy * scale + y }
  })
  const inside = placed.filter(
    (n) => n.x > 40 && n.y > 40 && n.x < box.width - 60 && n.y < box.height - 40 && n.alias,
  )
  // The most isolated of them: the map's hover picks the nearest node within 8 px, so pointing at a
  // node picks it while no other sits within a few pixels (on the clean run of 2026-11-27 no node on main
  // stood 20 px from every other, the earlier rule).
  const spacing = (n: (typeof placed)[number]) =>
    Math.min(...placed.filter((o) => o !== n).map((o) => Math.hypot(o.x - n.x, o.y - n.y)))
  const lone = inside
    .map((n) => ({ n, room: spacing(n) }))
    .sort((a, b) => b.room - a.room)
    .find(({ room }) => room > 4)?.n
  if (!lone) throw new Error('no node on the map stands 4 px from every other')
  return { ...lone, pageX: box.x + lone.x, pageY: box.y + lone.y }
}

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test.describe(`${network} Lightning map`, () => {
    test('draws channel lines and nodes, names a node on hover and opens its page', async ({
      page,
      problems,
    }) => {
      await page.goto(networkPath(network, '/lightning/map'))
      await expect(page.getByRole('heading', { level: 1, name: 'Lightning map' })).toBeVisible()
      const map = page.getByTestId('lightning-map')
      await expect(map).toHaveAttribute('data-channels', /^[1-9]\d{2,}$/)
      const canvas = page.getByTestId('lightning-map-canvas')
      await expect(canvas).toHaveAttribute('data-view', /\d/)
      await expect.poll(() => channelPixels(canvas)).toBeGreaterThan(2_000)

      const node = await loneNode(page, network, canvas)
      await page.mouse.move(node.pageX, node.pageY)
      await expect(page.getByTestId('lightning-map-tooltip')).toHaveText(node.alias)
      await page.mouse.click(node.pageX, node.pageY)
      const card = page.getByTestId('lightning-map-selected')
      await expect(card.locator('strong')).toHaveText(node.alias)
      await expect(card).toContainText(node.publicKey)
      await card.getByRole('link', { name: "Open the node's page" }).click()
      await expect(page).toHaveURL(networkPath(network, `/lightning/node/${node.publicKey}`))
      expect(problems).toEqual([])
    })
  })
}

test('main map pans with the keyboard and drag, zooms with keys, wheel and buttons', async ({
  page,
  problems,
}) => {
  await page.goto('/lightning/map')
  const canvas = page.getByTestId('lightning-map-canvas')
  await expect(canvas).toHaveAttribute('data-view', /\d/)
  const start = await view(canvas)

  await canvas.focus()
  await page.keyboard.press('+')
  await expect.poll(async () => (await view(canvas)).scale).toBeCloseTo(start.scale * 1.5, 3)
  const zoomed = await view(canvas)
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await view(canvas)).x).toBeCloseTo(zoomed.x - 60, 3)
  await page.keyboard.press('ArrowDown')
  await expect.poll(async () => (await view(canvas)).y).toBeCloseTo(zoomed.y - 60, 3)
  await page.keyboard.press('0')
  await expect.poll(() => view(canvas)).toEqual(start)

  const box = await canvas.boundingBox()
  if (!box) throw new Error('the map canvas has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -300)
  await expect.poll(async () => (await view(canvas)).scale).toBeGreaterThan(start.scale * 1.5)
  const wheeled = await view(canvas)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 30, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (await view(canvas)).x).toBeCloseTo(wheeled.x + 80, 3)

  await page.getByRole('button', { name: 'Show the whole map' }).click()
  await expect.poll(() => view(canvas)).toEqual(start)
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect.poll(async () => (await view(canvas)).scale).toBeCloseTo(start.scale * 1.5, 3)
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await expect.poll(async () => (await view(canvas)).scale).toBeCloseTo(start.scale, 3)
  expect(problems).toEqual([])
})

test('the map fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/lightning/map')
  const canvas = page.getByTestId('lightning-map-canvas')
  await expect(canvas).toHaveAttribute('data-view', /\d/)
  await expect.poll(() => channelPixels(canvas)).toBeGreaterThan(500)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)
  expect(overflow).toBe(false)
})

test('networks without a Lightning graph say so on the map page', async ({ page }) => {
  await page.goto(networkPath('testnet4', '/lightning/map'))
  await expect(page.getByTestId('no-lightning')).toBeVisible()
})
