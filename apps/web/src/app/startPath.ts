import type { Network } from '@outpoint/explorer-client'
import { languageOfPath } from './languages'
import { networkPath } from './networks'

/**
 * Where the app opens: the bare root (or a language's root, `/ja`) opens the network chosen last; any other
 * URL is kept as it is, so shared links always mean what they say.
 */
export function startPath(pathname: string, remembered: Network): string | undefined {
  const language = languageOfPath(pathname)
  const base = language ? `/${language}` : ''
  const rest = pathname.slice(base.length)
  if ((rest !== '/' && rest !== '') || remembered === 'main') return undefined
  return base + networkPath(remembered)
}
