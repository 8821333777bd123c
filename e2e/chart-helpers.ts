import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

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
