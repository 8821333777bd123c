import { describe, expect, it } from 'vitest'
import { chooseLocale, localeOfTag } from './chooseLocale'

describe('localeOfTag', () => {
  it('matches a browser tag to a translated language, by its region where that is the language', () => {
    expect(localeOfTag('de-AT')).toBe('de')
    expect(localeOfTag('pt')).toBe('pt-BR')
    expect(localeOfTag('pt-PT')).toBe('pt-BR')
    expect(localeOfTag('zh-Hans-CN')).toBe('zh')
    expect(localeOfTag('JA')).toBe('ja')
    expect(localeOfTag('ko-KR')).toBeUndefined()
  })
})

describe('chooseLocale', () => {
  it('takes the URL prefix first, then the setting, then the browser, then English', () => {
    expect(chooseLocale('/ja/tx/ab', 'de', ['fr'])).toBe('ja')
    expect(chooseLocale('/tx/ab', 'de', ['fr'])).toBe('de')
    expect(chooseLocale('/tx/ab', 'auto', ['ko', 'fr-CA'])).toBe('fr')
    expect(chooseLocale('/tx/ab', 'auto', ['ko'])).toBe('en')
  })

  it('passes over a prefix mempool.space knows but Outpoint does not translate', () => {
    expect(chooseLocale('/ko/tx/ab', 'auto', ['es-MX'])).toBe('es')
  })
})
