import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileStore, defaultStorePath, parseState } from './store.js'
import type { Swap } from './swap.js'

const paying: Swap = {
  id: 7,
  status: 'Pending Destination Chain',
  from: 'bitcoin',
  to: 'anvil',
  amount: 200_000n,
  // More than a JSON number holds exactly.
  payout: 29_910_000_000_000_001n,
  fromUserAddress: 'bc1qsender',
  toUserAddress: '0x1111111111111111111111111111111111111111',
  depositAddress: 'bc1qdeposit',
  refundAddress: 'bc1qsender',
  depositAmount: 200_000n,
  fromChainTxHash: 'ab'.repeat(32),
  attempts: 1,
  errorReason: 'Sending on the destination chain failed: anvil down',
  createdAt: 1_764_000_000_000,
}
const waiting: Swap = {
  id: 8,
  status: 'Submitted',
  from: 'anvil',
  to: 'bitcoin',
  amount: 10n ** 17n,
  payout: 664_666n,
  fromUserAddress: '0x2222222222222222222222222222222222222222',
  toUserAddress: 'bc1qreceiver',
  attempts: 0,
  createdAt: 1_764_000_001_000,
}

function storePath(): string {
  return join(mkdtempSync(join(tmpdir(), 'swap-store-')), 'outpoint', 'swaps.json')
}

/** What `text` loads to, with the log lines it caused. */
function loadFrom(text: string) {
  const path = storePath()
  createFileStore(path).save({ swaps: [] })
  writeFileSync(path, text)
  const lines: string[] = []
  const state = createFileStore(path, (line) => lines.push(line)).load()
  return { path, state, lines }
}

describe('the swap file store', () => {
  it('gives back, in a new store on the same file, the swaps and scan height it saved', () => {
    const path = storePath()
    expect(createFileStore(path).load()).toEqual({ swaps: [] })
    createFileStore(path).save({ swaps: [paying, waiting], evmScanned: 42n })
    const loaded = createFileStore(path).load()
    expect(loaded).toEqual({ swaps: [paying, waiting], evmScanned: 42n })
    expect(loaded.swaps[0]).not.toBe(paying)
    // Only the owner may read people's addresses.
    expect(statSync(path).mode & 0o777).toBe(0o600)
  })

  it('replaces the file by a rename, leaving no temporary file behind', () => {
    const path = storePath()
    const store = createFileStore(path)
    store.save({ swaps: [waiting] })
    const before = statSync(path).ino
    store.save({ swaps: [waiting, paying] })
    // A new file took the old one's name: a reader never sees one half written.
    expect(statSync(path).ino).not.toBe(before)
    expect(readdirSync(join(path, '..'))).toEqual(['swaps.json'])
    expect(
      createFileStore(path)
        .load()
        .swaps.map((swap) => swap.id),
    ).toEqual([8, 7])
  })

  it('writes nothing when nothing changed', () => {
    const path = storePath()
    const store = createFileStore(path)
    store.save({ swaps: [waiting] })
    const before = statSync(path).ino
    store.save({ swaps: [{ ...waiting }] })
    expect(statSync(path).ino).toBe(before)
  })

  it('moves a file that is not JSON aside, says so, and starts empty', () => {
    const { path, state, lines } = loadFrom('{"format":1,"swaps":[{"id":')
    expect(state).toEqual({ swaps: [] })
    const aside = readdirSync(join(path, '..')).filter((name) => name !== 'swaps.json')
    expect(aside).toEqual([expect.stringMatching(/^swaps\.json\.corrupt-\d{4}-\d\d-\d\dT/)])
    expect(readFileSync(join(path, '..', aside[0] ?? ''), 'utf8')).toBe(
      '{"format":1,"swaps":[{"id":',
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^the swap store .*swaps\.json is unusable: it is not JSON/)
    expect(lines[0]).toContain(`moved it to ${path}.corrupt-`)
    // The next save makes a good file again.
    const store = createFileStore(path)
    store.save({ swaps: [waiting] })
    expect(createFileStore(path).load().swaps).toEqual([waiting])
  })

  it('treats a record of the wrong shape as corrupt, naming the field', () => {
    const record = JSON.parse(JSON.stringify({ ...waiting, amount: '100', payout: '1' }))
    const good = { format: 1, swaps: [record] }
    expect(parseState(JSON.stringify(good)).swaps[0]?.amount).toBe(100n)
    const wrong = (change: Record<string, unknown>) =>
      JSON.stringify({ format: 1, swaps: [record, { ...record, id: 9, ...change }] })
    expect(() => parseState(wrong({ amount: 100 }))).toThrow(
      'swaps[1].amount: expected a whole amount as decimal digits',
    )
    expect(() => parseState(wrong({ status: 'Done' }))).toThrow('swaps[1].status:')
    expect(() => parseState(wrong({ from: 'ethereum' }))).toThrow('swaps[1].from:')
    expect(() => parseState(wrong({ id: 0 }))).toThrow('swaps[1].id:')
    expect(() => parseState(wrong({ id: 8 }))).toThrow('swaps[1].id: 8 appears twice')
    expect(() => parseState(wrong({ toChainTxHash: 'a b' }))).toThrow('swaps[1].toChainTxHash:')
    expect(() => parseState(wrong({ sending: 'yes' }))).toThrow('swaps[1].sending:')
    expect(() => parseState(wrong({ createdAt: -1 }))).toThrow('swaps[1].createdAt:')
    expect(() => parseState(wrong({ to: 'anvil' }))).toThrow('swaps[1].to: the same chain')
    expect(() => parseState('[]')).toThrow('not a JSON object')
    expect(() => parseState('{"format":2,"swaps":[]}')).toThrow('format: expected 1')
    expect(() => parseState('{"format":1,"swaps":{}}')).toThrow('swaps: expected a list')
    expect(() => parseState('{"format":1,"swaps":[],"evmScanned":-1}')).toThrow('evmScanned:')

    const { state, lines } = loadFrom(wrong({ payout: '1.5' }))
    expect(state).toEqual({ swaps: [] })
    expect(lines[0]).toContain('unusable: swaps[1].payout: expected a whole amount')
  })

  it('lives under the user’s cache folder', () => {
    expect(defaultStorePath({ XDG_CACHE_HOME: '/tmp/c' })).toBe('/tmp/c/outpoint/swaps.json')
    expect(defaultStorePath({})).toMatch(/\/\.cache\/outpoint\/swaps\.json$/)
  })
})
