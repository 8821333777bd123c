import { describe, expect, it } from 'vitest'
import { readBtcDeposit, readEvmDeposit } from './deposit'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readEvmDeposit', () => {
  it('takes the service’s transaction when it asks for the chosen amount', () => {
    expect(
      readEvmDeposit({ to, value: '0xde0b6b3a7640000', data: '0x0000002a' }, 10n ** 18n),
    ).toEqual({
      ok: true,
      value: { to, value: 10n ** 18n, data: '0x0000002a' },
    })
    expect(readEvmDeposit({ to: to.toLowerCase(), value: '5' }, 5n)).toMatchObject({
      ok: true,
      value: { to, data: '0x' },
    })
  })

  it('refuses a deposit it cannot trust', () => {
    const error = (tx: Parameters<typeof readEvmDeposit>[0]) => {
      const read = readEvmDeposit(tx, 5n)
      return read.ok ? undefined : read.error
    }
    expect(error({ to: 'nope', value: '5' })).toMatch(/no valid recipient/)
    expect(error({ to, value: '6' })).toMatch(/asks for 6 instead of the 5 you chose/)
    expect(error({ to, value: 'five' })).toMatch(/unreadable/)
    expect(error({ to, value: '5', data: '<script>' })).toMatch(/not hex/)
    expect(error(undefined)).toMatch(/nothing was sent/)
  })
})

describe('readBtcDeposit', () => {
  const isAddress = (text: string) => text.startsWith('bc1')
  it('reads the address, amount and memo', () => {
    const tx = {
      to: 'bc1qdeposit',
      meta: { from: '', recipient: 'bc1qdeposit', amount: '100000', memo: 'OUTPOINT-SWAP:1' },
    }
    expect(readBtcDeposit(tx, 100_000n, isAddress)).toEqual({
      ok: true,
      value: { address: 'bc1qdeposit', amount: '100000', memo: 'OUTPOINT-SWAP:1' },
    })
  })

  it('refuses a wrong address or amount', () => {
    const meta = { from: '', recipient: 'bc1qdeposit', amount: '100000', memo: '' }
    expect(readBtcDeposit({ meta: { ...meta, recipient: '0xabc' } }, 100_000n, isAddress).ok).toBe(
      false,
    )
    expect(readBtcDeposit({ meta }, 99_999n, isAddress)).toMatchObject({ ok: false })
  })
})
