import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const viewport = { width: 390, height: 844 }
test.use({ viewport })

/** The drawer's title once the sheet has stopped moving (it animates for 0.5 s after each change). */
async function restingTitle(drawer: Locator): Promise<{ x: number; y: number }> {
  const title = drawer.getByRole('heading').first()
  let last = ''
  let box: { x: number; y: number; width: number; height: number } | null = null
  await expect(async () => {
    box = await title.boundingBox()
    const now = JSON.stringify(box)
    const still = now === last
    last = now
    expect(still && box !== null).toBe(true)
  }).toPass({ intervals: [150] })
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 }
  return { x: x + width / 2, y: y + height / 2 }
}

/**
 * Drags the drawer by its title to `toY`. The app tells a drag from a flick by the release speed: a
 * slow drag moves 6 px at a time with pauses (about 0.1-0.2 px/ms here), a flick in two quick moves.
 */
async function drag(page: Page, drawer: Locator, toY: number, kind: 'slow' | 'flick') {
  const from = await restingTitle(drawer)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  if (kind === 'flick') {
    await page.mouse.move(from.x, toY, { steps: 2 })
  } else {
    const step = Math.sign(toY - from.y) * 6
    for (let y = from.y + step; Math.abs(toY - y) >= 6; y += step) {
      await page.mouse.move(from.x, y)
      await page.waitForTimeout(30)
    }
    await page.mouse.move(from.x, toY)
  }
  await page.mouse.up()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('mined-block').first()).toBeVisible()
})

test('the menu opens the drawer, which locks the page scroll, snaps, and closes when dragged down', async ({
  page,
}) => {
  const drawer = page.getByTestId('drawer')
  await expect(drawer).toHaveCount(0)
  await page.getByTestId('menu-button').click()
  await expect(drawer).toBeVisible()

  // Scroll lock: the wheel over the page behind does not move it.
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.move(viewport.width / 2, 40)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(before)

  // A short slow drag springs back to the same snap point.
  const snap = await drawer.getAttribute('data-snap')
  const start = await restingTitle(drawer)
  await drag(page, drawer, start.y + 30, 'slow')
  await expect(drawer).toBeVisible()
  await expect(drawer).toHaveAttribute('data-snap', String(snap))
  expect((await restingTitle(drawer)).y).toBeCloseTo(start.y, 0)

  // Dragged well up, it rests at the next snap point, higher on screen.
  await drag(page, drawer, start.y - 200, 'slow')
  await expect(drawer).not.toHaveAttribute('data-snap', String(snap))
  expect((await restingTitle(drawer)).y).toBeLessThan(start.y - 100)

  // Dragged down to the bottom edge, far past a quarter of its height: closed.
  await drag(page, drawer, viewport.height - 10, 'slow')
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('menu-button')).toBeVisible()
})

test('a quick flick down closes the drawer even over a short distance', async ({ page }) => {
  const drawer = page.getByTestId('drawer')
  await page.getByTestId('menu-button').click()
  await expect(drawer).toBeVisible()
  const start = await restingTitle(drawer)
  await drag(page, drawer, start.y + 50, 'flick')
  await expect(drawer).toBeHidden()
})
