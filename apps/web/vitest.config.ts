import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const conditions = ['@outpoint/source', 'browser', 'import', 'module', 'default']

export default defineConfig({
  plugins: [react()],
  resolve: { conditions },
  test: {
    name: 'web',
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.mjs',
    ],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Room for the 5 s waits of setup.ts under load; a test that passes takes what it takes.
    testTimeout: 20_000,
  },
})
