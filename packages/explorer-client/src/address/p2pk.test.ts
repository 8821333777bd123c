import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isPublicKeyHex, p2pkScripthash } from './p2pk.js'

const compressed = `02${'ab'.repeat(32)}`
const uncompressed = `04${'cd'.repeat(64)}`
const nodeHash = (scriptHex: string) =>
  createHash('sha256').update(Buffer.from(scriptHex, 'hex')).digest('hex')

describe('p2pk', () => {
  it('tells public keys from other hex', () => {
    expect(isPublicKeyHex(compressed)).toBe(true)
    expect(isPublicKeyHex(uncompressed)).toBe(true)
    expect(isPublicKeyHex(`05${'ab'.repeat(32)}`)).toBe(false)
    expect(isPublicKeyHex(`02${'ab'.repeat(31)}`)).toBe(false)
    expect(isPublicKeyHex('ab'.repeat(32))).toBe(false)
  })

  it('hashes the P2PK script of a compressed and an uncompressed key, as node does', () => {
    expect(p2pkScripthash(compressed)).toBe(nodeHash(`21${compressed}ac`))
    expect(p2pkScripthash(uncompressed.toUpperCase())).toBe(nodeHash(`41${uncompressed}ac`))
  })

  it('refuses what is no key', () => {
    expect(() => p2pkScripthash('xyz')).toThrow('Not a public key')
  })
})
