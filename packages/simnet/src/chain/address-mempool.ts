/**
 * The unconfirmed txids touching each address, in arrival order, read like a map of sets. Kept as the
 * txid itself for the usual address with one, a list past that: a Set per address cost about 300 bytes
 * (45 MB with a 50,000-transaction mempool). `get` answers a copy.
 */
export class AddressMempool {
  private readonly byAddress = new Map<string, string | string[]>()

  get size(): number {
    return this.byAddress.size
  }

  has(address: string): boolean {
    return this.byAddress.has(address)
  }

  get(address: string): ReadonlySet<string> | undefined {
    const entry = this.byAddress.get(address)
    if (entry === undefined) return undefined
    return new Set(typeof entry === 'string' ? [entry] : entry)
  }

  /** Appends `txid` to the address's list. */
  add(address: string, txid: string): void {
    const entry = this.byAddress.get(address)
    if (entry === undefined) this.byAddress.set(address, txid)
    else if (typeof entry === 'string') {
      if (entry !== txid) this.byAddress.set(address, [entry, txid])
    } else if (!entry.includes(txid)) entry.push(txid)
  }

  /** Puts `txids` (in order) before the address's current list, as a reorg returns older ones. */
  prepend(address: string, txids: readonly string[]): void {
    const entry = this.byAddress.get(address)
    const current = entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry
    const list = [...new Set([...txids, ...current])]
    this.byAddress.set(address, list.length === 1 ? (list[0] as string) : list)
  }

  delete(address: string, txid: string): void {
    const entry = this.byAddress.get(address)
    if (entry === txid) this.byAddress.delete(address)
    else if (typeof entry === 'object') {
      const at = entry.indexOf(txid)
      if (at < 0) return
      entry.splice(at, 1)
      if (entry.length === 1) this.byAddress.set(address, entry[0] as string)
    }
  }

  keys(): IterableIterator<string> {
    return this.byAddress.keys()
  }
}
