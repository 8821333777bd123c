import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'wallet',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
