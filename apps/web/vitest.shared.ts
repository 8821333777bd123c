import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiMacroPlugin } from './build/linguiMacro'

const conditions = ['@outpoint/source', 'browser', 'import', 'module', 'default']

/**
 * The web app's tests, in two projects (see the root vitest.config.ts): components (`.test.tsx`, project
 * `web`) run in happy-dom; logic (`.test.ts`, the bench's `.test.mjs`, project `web-logic`) in plain node,
 * which starts in a fraction of the time. A logic test that needs the DOM (storage, the document) says so
 * in its first line: `// @vitest-environment happy-dom`.
 */
export function webProject(
  name: string,
  include: string[],
  environment: 'happy-dom' | 'node',
  setup: string,
) {
  return defineConfig({
    plugins: [linguiMacroPlugin(), react()],
    resolve: { conditions },
    test: {
      name,
      include,
      environment,
      setupFiles: [setup],
      // Room for the 5 s waits of setup.ts under load; a test that passes takes what it takes.
      testTimeout: 20_000,
    },
  })
}
