import { t } from '@lingui/core/macro'
import { ExplorerError, resolveEndpoint } from '@outpoint/explorer-client'

/**
 * Checks a data-service host with the client's own rules (hostname and optional port, or a URL without a
 * path; never credentials). Returns the text to store ('' means the default), or the problem.
 */
export function checkHost(text: string): { host: string } | { error: string } {
  // Before anything else reads it: a pasted page of text is refused at once.
  if (text.length > 300) {
    const length = text.length
    return { error: t`A host has at most 253 characters; this has ${length}.` }
  }
  const host = text.trim()
  if (host === '') return { host }
  try {
    resolveEndpoint(host, 'main')
    return { host }
  } catch (error) {
    return { error: error instanceof ExplorerError ? error.shortMessage : String(error) }
  }
}
