import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'swap-client',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
})
