import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

interface DrawnLabel {
  text: string
  left: number
  right: number
  canvasWidth: number
}

test('on a phone the Lightning statistics keep each figure on one line and chart labels inside', async ({
  page,
}) => {
  // Records where each piece of canvas text lands, in the canvas's CSS pixels.
  await page.addInitScript(() => {
    const drawn: DrawnLabel[] = []
    Object.assign(window, { drawnLabels: drawn })
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
      const width = this.measureText(text).width
      const start = { left: 0, start: 0, center: width / 2, right: width, end: width }[
        this.textAlign
      ]
      const scale = this.getTransform().a
      const left = (this.getTransform().e + (x - start) * scale) / scale
      const canvasWidth = this.canvas.width / scale
      drawn.push({ text, left, right: left + width, canvasWidth })
      fillText.call(this, text, x, y, maxWidth)
    }
  })
  await page.goto('/lightning')
  const stats = page.getByTestId('ln-stat')
  await expect(stats.first()).toBeVisible({ timeout: 30_000 })
  const lines = await page
    .getByTestId('ln-statistics')
    .locator('td')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        return { text: cell.textContent ?? '', lines: tops.size }
      }),
    )
  expect(lines.length).toBeGreaterThan(0)
  expect(lines.filter((cell) => cell.lines !== 1)).toEqual([])

  await expect(page.getByTestId('ln-nodes-chart').locator('canvas')).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { drawnLabels: DrawnLabel[] }).drawnLabels.length),
    )
    .toBeGreaterThan(0)
  const labels = await page.evaluate(
    () => (window as unknown as { drawnLabels: DrawnLabel[] }).drawnLabels,
  )
  // Which label risks the edge depends on the day: the ticks are on whole steps of days, the last point
  // is today. draw.test.ts pins the case of a tick on the plot's end.
  const outside = labels.filter((l) => l.left < -0.5 || l.right > l.canvasWidth + 0.5)
  expect(outside).toEqual([])
})
