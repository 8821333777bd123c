import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { MinedBlock, Network, Simnet } from './fixtures'

// What the chart specs (mining, graphs-*) read off a chart panel: its canvas and its CSV download.

/** Whether the chart `${testId}-body` holds drawn pixels (lines and labels), not only its blank box. */
export async function chartDrawn(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(`${testId}-body`)
    .locator('canvas')
    .evaluate((node) => {
      const canvas = node as HTMLCanvasElement
      const ctx = canvas.getContext('2d')
      if (!ctx || canvas.width === 0) return false
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
      let painted = 0
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++
      return painted > 500
    })
}

export interface CsvFile {
  /** The name the page gives the file. */
  name: string
  lines: string[]
  /** Each line's cells, split at commas (no cell of these charts' files is quoted). */
  rows: string[][]
}

/** Clicks Download CSV (the one in the panel `panel`, or the page's only one) and reads the file. */
export async function downloadCsv(page: Page, panel?: string): Promise<CsvFile> {
  const download = page.waitForEvent('download')
  const scope = panel === undefined ? page : page.getByTestId(panel)
  await scope.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).split('\r\n')
  return { name: file.suggestedFilename(), lines, rows: lines.map((line) => line.split(',')) }
}

/**
 * Mines one block dated within the wall clock, for a 24h chart to take in at once. Blocks mined in a burst
 * (by this spec or by others running beside it) take the median-time rule's minimum, the tip's time plus a
 * second, which can run ahead of the clock; the service leaves a block dated after "now" out of its
 * series (mempool's `BETWEEN ... AND NOW()`), so the page's one fetch on the new block would not show it.
 * Waits until the tip is dated before the current second, mines, and mines again (up to five times) while
 * the block it got is still ahead of the clock.
 */
export async function mineWithinClock(simnet: Simnet, network: Network): Promise<MinedBlock> {
  const tipTime = async (hash: string) =>
    (await simnet.api<{ timestamp: number }>(network, `/block/${hash}`)).timestamp
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  for (let attempt = 0; attempt < 5; attempt++) {
    for (let wait = 0; wait < 100; wait++) {
      const tip = (await simnet.apiText(network, '/blocks/tip/hash')).trim()
      if ((await tipTime(tip)) < nowSeconds()) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const [block] = await simnet.mine(network, 1)
    if (!block) throw new Error('simnet mined no block')
    if ((await tipTime(block.hash)) <= nowSeconds()) return block
  }
  throw new Error(`five blocks mined on ${network} were each dated ahead of the clock`)
}
