import { defineConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources (the `@outpoint/source` export condition), so
// tests run without building them first.
const conditions = ['@outpoint/source', 'import', 'module', 'node', 'default']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'swap-service',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
