import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chunksForRoot } from '../apps/web/scripts/size.mjs'
import { expect, test } from './fixtures'

// The size budget (apps/web/scripts/size.mjs) counts the JavaScript `/` needs to render. It is the whole
// of what `/` loads only if the page fetches nothing more on its own, idle preloads included: these
// specs sit on `/` for 15 s without touching anything and list every script it fetched.

type Manifest = Record<string, { file: string }>

function countedScripts(): Set<string> {
  const path = fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url))
  const manifest: Manifest = JSON.parse(readFileSync(path, 'utf8'))
  return new Set(
    chunksForRoot(manifest)
      .map((key: string) => manifest[key]?.file ?? key)
      .filter((file: string) => file.endsWith('.js'))
      .map((file: string) => `/${file}`),
  )
}

for (const [name, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${name}, / fetches in its first 15 s only the JavaScript its size budget counts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByTestId('search-input')).toBeVisible()
    await page.waitForTimeout(15_000)
    const counted = countedScripts()
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => !counted.has(path))).toEqual([])
  })
}

test('the settings code arrives when the pointer comes over its button, before the click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const button = page.getByTestId('settings-button')
  await expect(button).toBeVisible()
  const fetched = page.waitForRequest((request) => /SettingsDialog-[^/]*\.js$/.test(request.url()))
  await button.hover()
  await fetched
  await button.click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
