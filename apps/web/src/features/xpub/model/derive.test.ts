import { describe, expect, it } from 'vitest'
import { deriveAddress } from './derive'
import { readWalletSpec, type SpecProblem, type WalletSpec } from './descriptor'
import { addressParams } from './networks'

const MAIN = addressParams('main')

function spec(text: string): WalletSpec {
  const read = readWalletSpec(text)
  if ('kind' in read) throw new Error(`not read: ${JSON.stringify(read)}`)
  return read
}

// BIP 84's test vectors: account 0 of the mnemonic "abandon … about".
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
// BIP 86's: m/86'/0'/0' of the same mnemonic.
const BIP86_XPUB =
  'xpub6BgBgsespWvERF3LHQu6CnqdvfEvtMcQjYrcRzx53QJjSxarj2afYWcLteoGVky7D3UKDP9QyrLprQ3VCECoY49yfdDEHGCtMMj92pReUsQ'

describe('derivation against the BIPs’ test vectors', () => {
  it('BIP 84: a zpub reads as wpkh, receive and change', () => {
    const wallet = spec(BIP84_ZPUB)
    expect(wallet.script).toEqual({ type: 'wpkh' })
    expect(deriveAddress(wallet, MAIN, 0, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(deriveAddress(wallet, MAIN, 0, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g')
    expect(deriveAddress(wallet, MAIN, 1, 0)).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el')
  })

  it('BIP 86: tr() of the account xpub', () => {
    const wallet = spec(`tr([73c5da0a/86'/0'/0']${BIP86_XPUB}/<0;1>/*)`)
    expect(deriveAddress(wallet, MAIN, 0, 0)).toBe(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    )
    expect(deriveAddress(wallet, MAIN, 0, 1)).toBe(
      'bc1p4qhjn9zdvkux4e44uhx8tc55attvtyu358kutcqkudyccelu0was9fqzwh',
    )
    expect(deriveAddress(wallet, MAIN, 1, 0)).toBe(
      'bc1p3qkhfews2uk44qtvauqyr2ttdsw7svhkl9nkm9s9c3x4ax5h60wqwruhk7',
    )
  })

  it('BIP 32 vector 1: public derivation of m/0H/1/2H/2 gives m/0H/1/2H/2/1000000000', () => {
    const parent = readWalletSpec(
      'pkh(xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV/*)',
    )
    const child = readWalletSpec(
      'pkh(xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy/*)',
    )
    if ('kind' in parent || 'kind' in child) throw new Error('not read')
    const derived = parent.keys[0]?.key.deriveChild(1_000_000_000)
    expect(derived?.publicKey).toEqual(child.keys[0]?.key.publicKey)
  })

  it('the same zpub as a wpkh() descriptor of /0/* gives the same chains (change as /1/*)', () => {
    const bare = spec(BIP84_ZPUB)
    const described = spec(`wpkh(${BIP84_ZPUB}/0/*)`)
    for (const chain of [0, 1] as const)
      expect(deriveAddress(described, MAIN, chain, 3)).toBe(deriveAddress(bare, MAIN, chain, 3))
  })

  it('sortedmulti is the same whatever the keys’ order; multi is not', () => {
    const a = `${BIP84_ZPUB}/<0;1>/*`
    const b = `${BIP86_XPUB}/<0;1>/*`
    const ab = spec(`wsh(sortedmulti(1,${a},${b}))`)
    const ba = spec(`wsh(sortedmulti(1,${b},${a}))`)
    expect(deriveAddress(ab, MAIN, 0, 0)).toBe(deriveAddress(ba, MAIN, 0, 0))
    expect(deriveAddress(ab, MAIN, 0, 0)).toMatch(/^bc1q[a-z0-9]{58}$/)
    const plainAb = spec(`wsh(multi(1,${a},${b}))`)
    const plainBa = spec(`wsh(multi(1,${b},${a}))`)
    expect(deriveAddress(plainAb, MAIN, 0, 0)).not.toBe(deriveAddress(plainBa, MAIN, 0, 0))
    expect(deriveAddress(spec(`sh(multi(1,${a},${b}))`), MAIN, 0, 0)).toMatch(/^3/)
    expect(deriveAddress(spec(`sh(wsh(multi(1,${a},${b})))`), MAIN, 0, 0)).toMatch(/^3/)
  })

  it('test networks: tb1 and bcrt1 prefixes; an xpub reads as the chosen script', () => {
    const wallet = spec(`wpkh(${BIP84_ZPUB}/0/*)`)
    expect(deriveAddress(wallet, addressParams('signet'), 0, 0)).toMatch(/^tb1q/)
    expect(deriveAddress(wallet, addressParams('regtest'), 0, 0)).toMatch(/^bcrt1q/)
    const pkh = readWalletSpec(BIP86_XPUB, 'pkh')
    if ('kind' in pkh) throw new Error('not read')
    expect(deriveAddress(pkh, MAIN, 0, 0)).toMatch(/^1/)
  })
})

describe('what is wrong with a pasted text', () => {
  const problem = (text: string): SpecProblem => {
    const read = readWalletSpec(text)
    if (!('kind' in read)) throw new Error('read')
    return read
  }

  it('names a bad checksum with the expected one', () => {
    const body = `wpkh(${BIP84_ZPUB}/0/*)`
    expect(problem(`${body}#aaaaaaaa`)).toMatchObject({ kind: 'checksum', found: 'aaaaaaaa' })
    const expected = (problem(`${body}#aaaaaaaa`) as { expected: string }).expected
    expect('kind' in readWalletSpec(`${body}#${expected}`)).toBe(false)
  })

  it('names the function, the key, the step and the threshold', () => {
    expect(problem(`combo(${BIP84_ZPUB}/0/*)`)).toEqual({ kind: 'unknown-function', name: 'combo' })
    expect(problem(`wpkh(${BIP84_ZPUB}/0'/*)`)).toMatchObject({ kind: 'hardened', step: "0'" })
    expect(problem(`wpkh(${BIP84_ZPUB}/0)`)).toMatchObject({ kind: 'not-ranged', index: 0 })
    expect(problem(`wsh(multi(3,${BIP84_ZPUB}/0/*,${BIP86_XPUB}/0/*))`)).toEqual({
      kind: 'threshold',
      threshold: '3',
      keys: 2,
    })
    expect(problem(`wsh(multi(1,${BIP84_ZPUB}/0/*,xpubnonsense/0/*))`)).toMatchObject({
      kind: 'key',
      index: 1,
      problem: { kind: 'not-extended', text: 'xpubnonsense' },
    })
    expect(problem('wpkh(xpub')).toMatchObject({ kind: 'syntax' })
    expect(problem('  ')).toEqual({ kind: 'empty' })
  })

  it('refuses private and multisig SLIP-132 keys by prefix', () => {
    expect(
      problem(
        'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi',
      ),
    ).toEqual({ kind: 'key', index: 0, problem: { kind: 'private', prefix: 'xprv' } })
  })
})
