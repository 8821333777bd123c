import { afterEach, describe, expect, it } from 'vitest'
import { setFormatLocale } from '../../../format/locale'
import { checkAmount, checkReceiveAddress } from './validate'

const eth = { decimals: 18, symbol: 'ETH' }
const btc = { decimals: 8, symbol: 'BTC' }

describe('checkAmount', () => {
  afterEach(() => setFormatLocale('en-US'))

  it('reads an amount in the smallest unit', () => {
    expect(checkAmount('0.5', eth)).toEqual({ ok: true, value: 5n * 10n ** 17n })
    expect(checkAmount(' 0.00010000 ', btc)).toEqual({ ok: true, value: 10_000n })
  })

  it("reads the page's decimal mark, and names the smallest amount in it", () => {
    setFormatLocale('de-DE')
    expect(checkAmount('0,5', eth)).toEqual({ ok: true, value: 5n * 10n ** 17n })
    expect(checkAmount('0.5', eth).ok).toBe(false)
    expect(checkAmount('0,0001', { ...btc, minimum: 50_000n })).toEqual({
      ok: false,
      error: 'The smallest amount this swap takes is 0,0005 BTC.',
    })
  })

  it('says why an amount cannot be swapped', () => {
    const error = (text: string, rules = btc as Parameters<typeof checkAmount>[1]) => {
      const result = checkAmount(text, rules)
      return result.ok ? undefined : result.error
    }
    expect(error('')).toBe('Enter an amount.')
    expect(error('abc')).toMatch(/"abc" is not a number: use digits and "\." as the decimal mark/)
    expect(error('-1')).toMatch(/negative/)
    expect(error('0')).toMatch(/more than zero/)
    expect(error('0.000000001')).toBe('BTC has at most 8 decimal places.')
    expect(error('2', { ...eth, balance: 10n ** 18n })).toMatch(/more than your balance of 1 ETH/)
    expect(error('0.0001', { ...btc, minimum: 50_000n })).toBe(
      'The smallest amount this swap takes is 0.0005 BTC.',
    )
    expect(error('0.0005', { ...btc, minimum: 50_000n })).toBeUndefined()
  })
})

describe('checkReceiveAddress', () => {
  it('takes Bitcoin main-network addresses for a Bitcoin payout', () => {
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(checkReceiveAddress(` ${address} `, 'bitcoin')).toEqual({ ok: true, value: address })
    expect(checkReceiveAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bitcoin').ok).toBe(true)
  })

  it('says why a Bitcoin address is refused', () => {
    const error = (text: string) => {
      const result = checkReceiveAddress(text, 'bitcoin')
      return result.ok ? undefined : result.error
    }
    expect(error('')).toMatch(/Enter the Bitcoin address/)
    expect(error('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toMatch(/Testnet.*main network/)
    expect(error('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdd')).toMatch(/checksum/)
    expect(error('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B')).toBe(
      'This is not a Bitcoin address.',
    )
  })

  it('takes checksummed EVM addresses for an EVM payout', () => {
    expect(checkReceiveAddress('0xab5801a7d398351b8be11c439e05c5b3259aec9b', 'evm')).toEqual({
      ok: true,
      value: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
    })
    const wrongCase = checkReceiveAddress('0xAb5801a7D398351b8bE11C439e05C5B3259aeC9b', 'evm')
    expect(wrongCase.ok).toBe(false)
    expect(checkReceiveAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'evm').ok).toBe(false)
  })
})
