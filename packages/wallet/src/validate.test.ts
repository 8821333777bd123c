import { describe, expect, it } from 'vitest'
import { parseAmount, parseRecipient } from './validate.js'

// anvil's first account, a known EIP-55 checksummed address.
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseRecipient', () => {
  it('accepts a correctly checksummed address, trimming spaces', () => {
    expect(parseRecipient(`  ${checksummed}\n`)).toEqual({ ok: true, address: checksummed })
  })

  it('accepts all-lowercase and all-uppercase addresses and returns them checksummed', () => {
    expect(parseRecipient(checksummed.toLowerCase())).toEqual({ ok: true, address: checksummed })
    const upper = `0x${checksummed.slice(2).toUpperCase()}`
    expect(parseRecipient(upper)).toEqual({ ok: true, address: checksummed })
  })

  it('refuses a mixed-case address whose checksum does not match', () => {
    // The first letter's case flipped: one wrong character in the checksum.
    const typo = `0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266`
    const result = parseRecipient(typo)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(/checksum is wrong/)
  })

  it.each([
    ['', /Enter the recipient/],
    ['   ', /Enter the recipient/],
    ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', /0x followed by 40/],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', /0x followed by 40/],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666', /0x followed by 40/],
    ['0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266', /0x followed by 40/],
    ['vitalik.eth', /0x followed by 40/],
  ])('refuses %j', (text, message) => {
    const result = parseRecipient(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })
})

describe('parseAmount', () => {
  it('converts whole units to base units', () => {
    expect(parseAmount('1')).toEqual({ ok: true, value: 10n ** 18n })
    expect(parseAmount('0.5')).toEqual({ ok: true, value: 5n * 10n ** 17n })
    expect(parseAmount('.25')).toEqual({ ok: true, value: 25n * 10n ** 16n })
    expect(parseAmount('2.')).toEqual({ ok: true, value: 2n * 10n ** 18n })
    expect(parseAmount(' 0.000000000000000001 ')).toEqual({ ok: true, value: 1n })
  })

  it('uses the given decimals', () => {
    expect(parseAmount('1.5', { decimals: 6 })).toEqual({ ok: true, value: 1_500_000n })
    expect(parseAmount('3', { decimals: 0 })).toEqual({ ok: true, value: 3n })
  })

  it.each([
    ['', /Enter an amount/],
    ['-1', /negative/],
    ['1e18', /number of ETH, like 0.5/],
    ['1,5', /number of ETH/],
    ['0x10', /number of ETH/],
    ['.', /number of ETH/],
    ['1.2.3', /number of ETH/],
    ['0.0000000000000000001', /at most 18 decimal places/],
    ['0', /more than zero/],
    ['0.000', /more than zero/],
  ])('refuses %j', (text, message) => {
    const result = parseAmount(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error).toMatch(message)
  })

  it('names the symbol and decimals of the unit in its messages', () => {
    expect(parseAmount('1.1234567', { decimals: 6, symbol: 'USDC' })).toEqual({
      ok: false,
      error: 'USDC has at most 6 decimal places.',
    })
  })

  it('refuses more than the balance but allows exactly the balance', () => {
    const balance = 10n ** 18n
    expect(parseAmount('1', { balance })).toEqual({ ok: true, value: balance })
    expect(parseAmount('1.000000000000000001', { balance })).toEqual({
      ok: false,
      error: 'The amount is more than your balance of 1 ETH.',
    })
  })
})
