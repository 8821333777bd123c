/**
 * A cursor over a serialised transaction, starting at its input count (the version, and the segwit
 * marker and flag when it carries witnesses, skipped): what reads a transaction's inputs or output
 * scripts without a full bitcoinjs decode.
 */
export class RawTxCursor {
  at: number
  private readonly view: DataView

  constructor(raw: Uint8Array) {
    this.view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength)
    // Version, then the segwit marker and flag (0x00 0x01) when the transaction carries witnesses.
    this.at = raw[4] === 0 && raw[5] === 1 ? 6 : 4
  }

  /** A compact size (Bitcoin's varint). */
  varint(): number {
    const { view } = this
    const first = view.getUint8(this.at)
    this.at += 1
    if (first < 0xfd) return first
    if (first === 0xfd) {
      this.at += 2
      return view.getUint16(this.at - 2, true)
    }
    this.at += first === 0xfe ? 4 : 8
    return first === 0xfe
      ? view.getUint32(this.at - 4, true)
      : Number(view.getBigUint64(this.at - 8, true))
  }

  u32(): number {
    this.at += 4
    return this.view.getUint32(this.at - 4, true)
  }

  /**
   * Moves on `n` bytes. `skip(varint())` is safe where `at += varint()` is not: that reads `at`
   * before varint() moves it.
   */
  skip(n: number): void {
    this.at += n
  }
}
