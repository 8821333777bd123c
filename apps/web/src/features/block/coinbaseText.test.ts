import { describe, expect, it } from 'vitest'
import { coinbaseText } from './coinbaseText'

describe('coinbaseText', () => {
  it('keeps a pool tag and folds the bytes around it into spaces', () => {
    const ascii =
      '\u0003\u00a5\u00bb\r\u0004\u0012\u0001/Foundry USA Pool #dropgold/\u0000\u00fa\u00be'
    expect(coinbaseText(ascii)).toEqual({ text: '/Foundry USA Pool #dropgold/', hex: false })
  })

  it('shows a coinbase without words as hex, not stray symbols', () => {
    // Liquid's coinbase: a height push and nothing a person wrote.
    expect(coinbaseText('\u0003\u00e8\u0003\u0000')).toEqual({ text: '03e80300', hex: true })
    expect(coinbaseText('\u0002\u0010!\u0001')).toEqual({ text: '02102101', hex: true })
    // On Liquid, even bytes that spell letters by chance.
    expect(coinbaseText('\u0003A3K7V', false)).toEqual({ text: '0341334b3756', hex: true })
  })
})
