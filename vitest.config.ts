import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/web/vitest.config.ts', 'apps/web/vitest.logic.config.ts'],
  },
})
