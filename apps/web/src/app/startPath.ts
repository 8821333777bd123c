import type { Network } from '@outpoint/explorer-client'
import { networkPath } from './networks'

/**
 * Where the app opens: the bare root opens the network chosen last; any other URL is kept as it is, so
 * shared links always mean what they say.
 */
export function startPath(pathname: string, remembered: Network): string | undefined {
  if (pathname !== '/' || remembered === 'main') return undefined
  return networkPath(remembered)
}
