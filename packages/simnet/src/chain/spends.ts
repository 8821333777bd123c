import type { TxOutput } from './output.js'
import type { TxRecord } from './types.js'

/** Where an output went: the spending transaction and its input index. */
export interface Spend {
  txid: string
  vin: number
}

/**
 * Which outputs are spent and by what, keyed by outpoint (`txid:vout`) as a map would be, but kept on
 * the outputs themselves (see `TxOutput`): main has over 200,000 spends, and a key string and an entry
 * each cost about 170 bytes. An outpoint of a transaction the chain does not hold is never spent.
 */
export class SpendIndex {
  private readonly txs: ReadonlyMap<string, TxRecord>
  private count = 0

  constructor(txs: ReadonlyMap<string, TxRecord>) {
    this.txs = txs
  }

  get size(): number {
    return this.count
  }

  get(outpoint: string): Spend | undefined {
    const output = this.output(outpoint)
    return output?.spentBy === undefined
      ? undefined
      : { txid: output.spentBy, vin: output.spentVin }
  }

  has(outpoint: string): boolean {
    return this.output(outpoint)?.spentBy !== undefined
  }

  /** Records the spend of `outpoint`, which must be an output of a transaction the chain holds. */
  set(outpoint: string, spend: Spend): this {
    const output = this.output(outpoint)
    if (!output) throw new Error(`unknown output ${outpoint}`)
    this.mark(output, spend.txid, spend.vin)
    return this
  }

  /** Records that input `vin` of `txid` spends `output`. */
  mark(output: TxOutput, txid: string, vin: number): void {
    if (output.spentBy === undefined) this.count++
    output.spentBy = txid
    output.spentVin = vin
  }

  delete(outpoint: string): boolean {
    const output = this.output(outpoint)
    if (output?.spentBy === undefined) return false
    output.spentBy = undefined
    output.spentVin = 0
    this.count--
    return true
  }

  *entries(): IterableIterator<[string, Spend]> {
    for (const record of this.txs.values()) {
      for (let vout = 0; vout < record.outputs.length; vout++) {
        const output = record.outputs[vout] as TxOutput
        if (output.spentBy !== undefined) {
          yield [`${record.txid}:${vout}`, { txid: output.spentBy, vin: output.spentVin }]
        }
      }
    }
  }

  [Symbol.iterator](): IterableIterator<[string, Spend]> {
    return this.entries()
  }

  private output(outpoint: string): TxOutput | undefined {
    if (outpoint.charCodeAt(64) !== 58 /* ':' */) return undefined
    return this.txs.get(outpoint.slice(0, 64))?.outputs[Number(outpoint.slice(65))]
  }
}
