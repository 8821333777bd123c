import type { ScriptType } from '../bitcoin/script.js'
import type { Rng } from '../rng.js'

/** An output the simulated users hold, with what its commitments hide. */
export interface LiquidCoin {
  txid: string
  vout: number
  /** Asset id (display hex), known to the holder even when the output is blinded. */
  asset: string
  value: number
  type: ScriptType
}

/**
 * The simulated users' coins, by asset. Draws are random, so address and asset histories interleave as
 * real ones do. Reissuance tokens are coins of their token asset. A coin someone else spent (simnet
 * checks no signatures: `POST /tx` may spend any output) leaves the wallet when it is drawn.
 */
export class LiquidWallet {
  private readonly coins = new Map<string, LiquidCoin[]>()
  private readonly rng: Rng
  private readonly spent: (coin: LiquidCoin) => boolean

  constructor(rng: Rng, spent: (coin: LiquidCoin) => boolean = () => false) {
    this.rng = rng
    this.spent = spent
  }

  add(coin: LiquidCoin): void {
    const list = this.coins.get(coin.asset)
    if (list) list.push(coin)
    else this.coins.set(coin.asset, [coin])
  }

  size(asset: string): number {
    return this.coins.get(asset)?.length ?? 0
  }

  /** Takes a random unspent coin of an asset (swap-remove). */
  take(asset: string): LiquidCoin | undefined {
    const list = this.coins.get(asset)
    while (list?.length) {
      const i = this.rng.int(0, list.length - 1)
      const coin = list[i] as LiquidCoin
      list[i] = list[list.length - 1] as LiquidCoin
      list.pop()
      if (!this.spent(coin)) return coin
    }
    return undefined
  }

  /** Takes the largest of a few random draws (fees and big payments need big coins). */
  takeLarge(asset: string, draws: number): LiquidCoin | undefined {
    const drawn = Array.from({ length: draws }, () => this.take(asset)).filter(
      (c): c is LiquidCoin => !!c,
    )
    drawn.sort((a, b) => b.value - a.value)
    for (const coin of drawn.slice(1)) this.add(coin)
    return drawn[0]
  }
}
