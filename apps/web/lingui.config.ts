import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { locales } from './src/i18n/locales'

/**
 * The app's catalogues: English is the source (the messages in the code); each other language has one
 * catalogue, `src/locales/<code>/messages.po`, compiled at build time into a chunk of its own, so a page
 * downloads only its language's. `npm run extract -w @outpoint/web` brings them up to date with the code;
 * scripts/check-catalogues.mjs (in `npm test`) fails when one misses a message or keeps an unused one.
 */
export default defineConfig({
  sourceLocale: 'en',
  // The languages the app ships (src/i18n/locales.ts): one with a whole catalogue is added there.
  locales: locales.map((l) => l.code),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // `<Trans>` renders through src/i18n/Trans.tsx, which needs no provider (package.json `imports`).
  runtimeConfigModule: { Trans: ['#i18n/Trans', 'Trans'] },
  // By file: a translator reads a page's messages together.
  orderBy: 'origin',
})
