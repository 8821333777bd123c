import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite'
import { linguiMacroPlugin } from './build/linguiMacro'
import { pagePlugin } from './build/pagePlugin'

/**
 * `vite` and `vite preview` (development only; `npm start` serves the build with its own server) proxy
 * the data service's REST and websocket paths to OUTPOINT_DEV_API, default a local simnet, and answer
 * the app's config request with "same origin".
 */
const devApi = process.env.OUTPOINT_DEV_API ?? 'http://127.0.0.1:8999'
const proxy: Record<string, ProxyOptions> = {
  '^(/(testnet4?|signet|regtest|liquid|liquidtestnet))?/api/': {
    target: devApi,
    changeOrigin: true,
    ws: true,
  },
}

function devConfig(): Plugin {
  const answer = (
    req: { url?: string | undefined },
    res: { setHeader(k: string, v: string): void; end(body: string): void },
    next: () => void,
  ) => {
    if (req.url !== '/outpoint-config.json') return next()
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ apiHost: '' }))
  }
  return {
    name: 'outpoint-dev-config',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  }
}

/**
 * The app's own modules that `/` loads before it shows anything (the app's start, `src/boot.tsx`, which
 * the entry imports after the first paint, with its static imports, and the dashboard's, as
 * scripts/size.mjs counts them), found once the module graph is complete, go in one
 * chunk. Otherwise each lazy page that shares a few of them makes the bundler cut those into small chunks
 * of their own, which `/` then loads as extra files (each with its import and export wrappers, each
 * compressed apart): 149.8 kB for `/` in such pieces, 132.8 kB as one chunk. Only `apps/web/src` is
 * named: the packages' modules come along as dependencies of what uses them, where naming them
 * captured whole barrels (the client's index) and put 200 kB on `/`. The entry (`src/main.tsx`, with
 * only what it needs before the first paint) stays the entry chunk.
 */
function firstLoad(): { plugin: Plugin; has: (id: string) => boolean } {
  const seen = new Set<string>()
  const plugin: Plugin = {
    name: 'outpoint-first-load',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        const info = this.getModuleInfo(id)
        const lazy = new Set(info?.dynamicallyImportedIds ?? [])
        for (const next of info?.importedIds ?? []) if (!lazy.has(next)) visit(next)
      }
      for (const id of this.getModuleIds()) {
        if (
          id.endsWith('/src/boot.tsx') ||
          id.endsWith('/src/features/dashboard/DashboardPage.tsx')
        )
          visit(id)
      }
    },
  }
  const has = (id: string) => seen.has(id) && id.includes('/apps/web/src/')
  return { plugin, has }
}

const first = firstLoad()

export default defineConfig({
  plugins: [linguiMacroPlugin(), react(), lingui(), devConfig(), first.plugin, pagePlugin()],
  // Workspace packages are bundled from their TypeScript sources: no build of them needed first.
  resolve: { conditions: ['@outpoint/source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    // scripts/size.mjs follows the manifest from the entry to the chunks `/` needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A language's catalogue says which it is: `locale-ja-<hash>.js`.
        chunkFileNames: (chunk) => {
          const locale = /\/src\/locales\/([^/]+)\/messages\.po$/.exec(chunk.facadeModuleId ?? '')
          return locale ? `assets/locale-${locale[1]}-[hash].js` : 'assets/[name]-[hash].js'
        },
        // React and the router change rarely: their own chunk stays cached across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'app', test: first.has, priority: 1 },
            // Vite's loader of lazy chunks is shared by the entry and the app: in a chunk of its own, or
            // the bundler puts it in the app's, and the entry's import of it evaluates React and the app
            // before the first paint (src/main.tsx).
            { name: 'preload', test: /vite\/preload-helper/, priority: 3 },
          ],
        },
      },
    },
  },
})
