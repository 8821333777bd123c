import { networks } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { isLanguageCode, languageBasename, languageOfPath } from './languages'

describe('language prefixes', () => {
  it.each([
    ['/ja/tx/ab', 'ja'],
    ['/pt-BR/testnet/tx/ab', 'pt-BR'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
  ])('%s starts with %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language)
    expect(languageBasename(path)).toBe(`/${language}`)
  })

  it.each(['/', '/tx/ab', '/xx/tx/ab', '/JA/tx', '/pt-br/tx', '/testnet/ja', '/japanese'])(
    '%s has no language',
    (path) => {
      expect(languageOfPath(path)).toBeUndefined()
      expect(languageBasename(path)).toBe('/')
    },
  )

  it('takes no network or app section for a language', () => {
    for (const name of [...networks, 'mainnet', 'tx', 'block', 'address', 'mining', 'lightning']) {
      expect(isLanguageCode(name)).toBe(false)
    }
  })
})
