import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Workspace packages are bundled from their TypeScript sources: no build of them needed first.
  resolve: { conditions: ['@outpoint/source', ...defaultClientConditions] },
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
