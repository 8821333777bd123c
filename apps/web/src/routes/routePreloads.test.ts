import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pages } from './pages'
import { routePreloads } from './routePreloads'

const appRoot = join(import.meta.dirname, '..', '..')

describe('the table of deep links to preload', () => {
  it('names modules that exist', () => {
    for (const route of routePreloads) {
      for (const module of route.modules)
        expect(existsSync(join(appRoot, module)), module).toBe(true)
    }
  })

  it("holds only paths the app's route table answers", () => {
    for (const route of routePreloads) {
      const page = pages.find((spec) => matchPath(`/${spec.path}`, `/${route.path}`))
      expect(page, route.path).toBeDefined()
    }
  })
})
