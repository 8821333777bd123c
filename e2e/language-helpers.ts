import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import PO from 'pofile'
import { expect } from './fixtures'

const catalogues = new Map<string, Map<string, string>>()

/**
 * A plain message's translation in the catalogue of `code` (apps/web/src/locales), as the translator
 * wrote it: what the page must show. Throws when there is none, so a spec cannot pass on English.
 */
export function translated(code: string, english: string, context = ''): string {
  let messages = catalogues.get(code)
  if (!messages) {
    const file = new URL(`../apps/web/src/locales/${code}/messages.po`, import.meta.url)
    const po = PO.parse(readFileSync(file, 'utf8'))
    messages = new Map(
      po.items.map((item) => [`${item.msgctxt ?? ''}\u0004${item.msgid}`, item.msgstr[0] ?? '']),
    )
    catalogues.set(code, messages)
  }
  const text = messages.get(`${context}\u0004${english}`)
  if (!text || text === english) throw new Error(`${code} has no translation of "${english}"`)
  return text
}

/** Opens the settings and chooses a value in the field labelled `label` (in the page's language). */
export async function chooseSetting(page: Page, label: string, value: string) {
  await page.getByTestId('settings-button').click()
  await page.getByLabel(label, { exact: true }).selectOption(value)
  await page.keyboard.press('Escape')
  await expect(page.getByLabel(label, { exact: true })).toBeHidden()
}

/** The languages whose catalogue `urls` (from `requestsTo(page, catalogueUrl)`) name: `locale-ja-<hash>.js`. */
export const catalogueUrl = /\/assets\/locale-/
export const cataloguesIn = (urls: readonly string[]) =>
  urls.map((url) => /\/assets\/locale-(.+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1] ?? url)
