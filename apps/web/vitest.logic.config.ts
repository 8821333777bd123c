import { webProject } from './vitest.shared'

export default webProject(
  'web-logic',
  ['src/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
  'node',
  './src/test/setup-logic.ts',
)
