import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { txJson } from '../esplora/format.js'
import { bitcoinParams } from '../params.js'
import { cacheFile, loadHistory, pruneHistories, saveHistory } from './cache.js'
import { generateHistory } from './history.js'

const dir = mkdtempSync(join(tmpdir(), 'simnet-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const params = { ...bitcoinParams.signet, historyBlocks: 400, fullBlocks: 40 }

describe('the history cache', () => {
  it('loads exactly the history it saved, and continues it the same way', () => {
    const generated = generateHistory(params, 7)
    const file = cacheFile(dir, params, 7)
    saveHistory(generated, file)
    const loaded = loadHistory(params, 7, file)
    if (!loaded) throw new Error('nothing loaded')
    const a = generated.chain
    const b = loaded.chain
    expect(b.blocks.map((x) => x.hash)).toEqual(a.blocks.map((x) => x.hash))
    expect(b.txs.size).toBe(a.txs.size)
    expect([...b.spends.entries()].sort()).toEqual([...a.spends.entries()].sort())
    expect([...b.addressChain.entries()].sort()).toEqual([...a.addressChain.entries()].sort())
    for (const txid of [...a.txs.keys()].filter((_, i) => i % 97 === 0)) {
      const original = a.txs.get(txid)
      const copy = b.txs.get(txid)
      if (!original || !copy) throw new Error(`missing ${txid}`)
      expect(txJson(copy)).toEqual(txJson(original))
    }
    expect(loaded.wallet.list()).toEqual(generated.wallet.list())
    expect(loaded.busyAddress).toBe(generated.busyAddress)
    // The streams after the history come from the seed alone: the same next draws either way.
    expect(loaded.rng.next()).toBe(generated.rng.next())
    expect(loaded.wallet.take()).toEqual(generated.wallet.take())
  })

  it('keys files by parameters and seed, and treats an unreadable file as a miss', () => {
    expect(cacheFile(dir, params, 7)).not.toBe(cacheFile(dir, params, 8))
    expect(cacheFile(dir, params, 7)).not.toBe(cacheFile(dir, { ...params, historyBlocks: 401 }, 7))
    const broken = join(dir, 'broken.bin')
    writeFileSync(broken, 'not a cache')
    expect(loadHistory(params, 7, broken)).toBeUndefined()
    expect(loadHistory(params, 7, join(dir, 'absent.bin'))).toBeUndefined()
  })

  it('keys files by tip time, and a new one removes the network and seed’s others', () => {
    const folder = join(dir, 'prune')
    mkdirSync(folder)
    const hourly = (hours: number) => ({ ...params, tipTime: 1_795_287_600 + hours * 3_600 })
    const older = cacheFile(folder, hourly(0), 7)
    const newer = cacheFile(folder, hourly(1), 7)
    expect(newer).not.toBe(older)
    const otherSeed = cacheFile(folder, hourly(0), 8)
    const otherNetwork = cacheFile(folder, { ...bitcoinParams.testnet4, tipTime: 1_795_287_600 }, 7)
    const stranger = join(folder, 'notes.txt')
    for (const file of [older, newer, otherSeed, otherNetwork, stranger]) writeFileSync(file, '')
    pruneHistories(hourly(1), 7, newer)
    expect(existsSync(older)).toBe(false)
    expect(readdirSync(folder).sort()).toEqual(
      [newer, otherSeed, otherNetwork, stranger]
        .map((file) => file.slice(folder.length + 1))
        .sort(),
    )
  })
})
