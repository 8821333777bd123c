import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite'

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

export default defineConfig({
  plugins: [react(), devConfig()],
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
        // React and the router change rarely: their own chunk stays cached across app releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
})
