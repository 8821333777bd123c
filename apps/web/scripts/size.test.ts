import { describe, expect, it } from 'vitest'
import { chunksForRoot, lazyChunks } from './size.mjs'

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/boot.tsx'],
  },
  'src/boot.tsx': {
    file: 'assets/app.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Settings.tsx'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/Settings.tsx': { file: 'assets/Settings.js', isDynamicEntry: true, imports: ['_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_react.js'] },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/Dashboard.js',
    isDynamicEntry: true,
    imports: ['_chart.js'],
  },
  '_chart.js': { file: 'assets/chart.js' },
}

describe('chunksForRoot', () => {
  it("counts the entry and the app's start it imports after the first paint, with their static imports, and the dashboard even when it is lazy", () => {
    expect(chunksForRoot(manifest).sort()).toEqual(
      [
        'index.html',
        'src/boot.tsx',
        '_react.js',
        '_runtime.js',
        'src/features/dashboard/DashboardPage.tsx',
        '_chart.js',
      ].sort(),
    )
  })

  it('lists what loads on demand apart', () => {
    expect(lazyChunks(manifest, chunksForRoot(manifest)).sort()).toEqual(
      ['src/Settings.tsx', '_dialog.js'].sort(),
    )
  })
})
