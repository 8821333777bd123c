/**
 * The pages mempool.space renders OpenGraph previews of (`/preview/<page>`, its unfurler's paths): the
 * fixed segments of each, then one id segment.
 */
export const previewedPages: readonly (readonly string[])[] = [
  ['block'],
  ['address'],
  ['tx'],
  ['mining', 'pool'],
  ['lightning', 'node'],
  ['lightning', 'channel'],
  ['lightning', 'nodes', 'isp'],
  ['lightning', 'group'],
]

/**
 * Route paths of the previews, one per page: spelled out so they outrank `/:network/tx/:id`, which
 * `/preview/tx/:id` also matches (a `preview/*` splat ranks below it). `preview/*` takes the rest.
 */
export const previewRoutePaths = [
  ...previewedPages.map((fixed) => `preview/${fixed.join('/')}/:id`),
  'preview/*',
]
