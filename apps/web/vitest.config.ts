import { webProject } from './vitest.shared'

export default webProject('web', ['src/**/*.test.tsx'], 'happy-dom', './src/test/setup.ts')
