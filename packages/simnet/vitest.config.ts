import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'simnet',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
