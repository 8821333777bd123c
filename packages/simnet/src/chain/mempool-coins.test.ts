import { describe, expect, it } from 'vitest'
import { smallChain } from '../../test/mempool-helpers.js'
import { createRng } from '../rng.js'
import { addPayment } from '../server/control-chain.js'
import type { Coin } from './builder.js'
import { takeCoins } from './mempool-coins.js'

describe('takeCoins', () => {
  it('with confirmedOnly passes over every coin of a mempool transaction', () => {
    const sim = smallChain(3)
    const { chain, wallet } = sim
    // Payments whose change goes back to the wallet unconfirmed.
    for (let i = 0; i < 30; i++) addPayment(sim, { amount: 10_000 })
    const all: Coin[] = []
    for (let coin = wallet.take(); coin; coin = wallet.take()) all.push(coin)
    const unconfirmed = all.filter(
      (c) => chain.mempool.has(c.txid) && chain.unspent(c.txid, c.vout),
    )
    const confirmed = all.filter((c) => !chain.mempool.has(c.txid)).slice(0, unconfirmed.length)
    expect(unconfirmed.length).toBeGreaterThan(10)
    const draw = (confirmedOnly: boolean) => {
      for (const coin of [...unconfirmed, ...confirmed]) wallet.add(coin)
      const taken = takeCoins(sim, createRng(5), 10, { confirmedOnly })
      for (let coin = wallet.take(); coin; coin = wallet.take());
      return taken.filter((coin) => chain.mempool.has(coin.txid)).length
    }
    // Half the wallet is unconfirmed: an ordinary draw takes some of it, a confirmed-only one none.
    expect(draw(false)).toBeGreaterThan(0)
    expect(draw(true)).toBe(0)
  })
})
