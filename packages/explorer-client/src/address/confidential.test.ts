import { describe, expect, it } from 'vitest'
import { decodeBase58Check } from './base58.js'
import { decodeSegwit } from './bech32.js'
import { confidentialScriptPubKey } from './confidential.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('confidentialScriptPubKey', () => {
  it('a blech32 address pays to the witness program of its unconfidential form (Boltz test pair)', () => {
    const unconfidential = decodeSegwit('ex', 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094')
    expect(
      confidentialScriptPubKey(
        'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh',
        'liquid',
      ),
    ).toBe(`0014${hex(unconfidential?.program ?? new Uint8Array())}`)
  })

  it('a blech32m (taproot) address pays to OP_1 and its 32-byte program', () => {
    expect(
      confidentialScriptPubKey(
        'lq1pqw4ttv27z6fwwthfkrjk77lw5eph2092ggwp97ndrckyggre7vr2hx900ypc586yjwecnlgfnprlrcftmak02p50jtdwv0760dq5az9n4azcvmt92jr6',
        'liquid',
      ),
    ).toMatch(/^5120[0-9a-f]{64}$/)
  })

  it('a base58 confidential address pays to P2PKH or P2SH of the hash after its blinding key', () => {
    const p2pkh = 'VTpz1bNuCALgavJKgbAw9Lpp9A72rJy64XPqgqfnaLpMjRcPh5UHBqyRUE4WMZ3asjqu7YEPVAnWw2EK'
    const hashOf = (address: string) =>
      hex(decodeBase58Check(address)?.slice(35) ?? new Uint8Array())
    expect(confidentialScriptPubKey(p2pkh, 'liquid')).toBe(`76a914${hashOf(p2pkh)}88ac`)
    const p2sh = 'VJL6mu5gqT4pRzpd28Y6aXg9murwJpd25EBwMtrnCN82n6z6i5kMLKnN63nyaCgRuJWZu4EFFV7gp9Yb'
    expect(confidentialScriptPubKey(p2sh, 'liquid')).toBe(`a914${hashOf(p2sh)}87`)
  })

  it('is undefined for an unconfidential address or a network without confidential ones', () => {
    expect(
      confidentialScriptPubKey('ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094', 'liquid'),
    ).toBeUndefined()
    expect(confidentialScriptPubKey('Q7qcjTLsYGoMA7TjUp97R6E6AM5VKqBik6', 'liquid')).toBeUndefined()
    expect(
      confidentialScriptPubKey(
        'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh',
        'main',
      ),
    ).toBeUndefined()
  })
})
