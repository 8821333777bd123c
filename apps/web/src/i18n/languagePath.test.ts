import { describe, expect, it } from 'vitest'
import { pathInLanguage } from './languagePath'

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('pathInLanguage', () => {
  it('puts the language prefix before the page, keeping query and fragment', () => {
    expect(pathInLanguage(at('/tx/ab', '?x=1', '#vout=2'), 'de')).toBe('/de/tx/ab?x=1#vout=2')
    expect(pathInLanguage(at('/testnet4/block/00'), 'pt-BR')).toBe('/pt-BR/testnet4/block/00')
  })

  it('replaces a prefix the page already has, or drops it for English and the browser default', () => {
    expect(pathInLanguage(at('/ja/address/bc1q'), 'fr')).toBe('/fr/address/bc1q')
    expect(pathInLanguage(at('/ja/address/bc1q'), 'en')).toBe('/address/bc1q')
    expect(pathInLanguage(at('/ja/'), 'auto')).toBe('/')
    expect(pathInLanguage(at('/ja'), 'auto')).toBe('/')
  })

  it('stays on this site when the path starts with two slashes', () => {
    expect(pathInLanguage(at('//evil.example/x'), 'auto')).toBe('/evil.example/x')
    expect(pathInLanguage(at('/ja//evil.example/x'), 'en')).toBe('/evil.example/x')
    expect(pathInLanguage(at('//evil.example/x'), 'de')).toBe('/de/evil.example/x')
  })
})
