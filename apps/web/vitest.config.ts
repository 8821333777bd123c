import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const conditions = ['@outpoint/source', 'browser', 'import', 'module', 'default']

export default defineConfig({
  plugins: [react()],
  resolve: { conditions },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
