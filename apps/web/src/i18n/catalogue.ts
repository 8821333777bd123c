import type { Messages } from '@lingui/core'
import type { LocaleCode } from './locales'

/** A translated language's catalogue, each a chunk of its own: a page downloads only its language's. */
export async function loadCatalogue(code: Exclude<LocaleCode, 'en'>): Promise<Messages> {
  const module: { messages: Messages } = await import(`../locales/${code}/messages.po`)
  return module.messages
}
