// Building PSBTs (BIP 174, version 0) in the specs from a transaction as simnet's REST API gives it.

export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  fee: number
  weight: number
  vin: {
    txid: string
    vout: number
    scriptsig: string
    witness?: string[]
    sequence: number
    prevout: { scriptpubkey: string; value: number } | null
  }[]
  vout: { scriptpubkey: string; value: number }[]
}

const le = (value: number, size: number) => {
  let hex = ''
  for (let i = 0; i < size; i++) {
    hex += (Math.floor(value / 256 ** i) % 256).toString(16).padStart(2, '0')
  }
  return hex
}
const compactSize = (n: number) => (n < 0xfd ? le(n, 1) : `fd${le(n, 2)}`)
const bytes = (hex: string) => compactSize(hex.length / 2) + hex
const kv = (key: string, value: string) => bytes(key) + bytes(value)
const reversed = (hex: string) => hex.match(/../g)?.reverse().join('') ?? ''

/** The transaction without scriptSigs or witnesses: what a PSBT holds as its global unsigned transaction. */
function unsignedHex(tx: EsploraTx): string {
  return [
    le(tx.version, 4),
    compactSize(tx.vin.length),
    ...tx.vin.map((i) => `${reversed(i.txid)}${le(i.vout, 4)}00${le(i.sequence, 4)}`),
    compactSize(tx.vout.length),
    ...tx.vout.map((o) => le(o.value, 8) + bytes(o.scriptpubkey)),
    le(tx.locktime, 4),
  ].join('')
}

/**
 * A PSBT of `tx` in base64: each input with its spent output (WITNESS_UTXO) and, when `finalized`, the
 * transaction's own scriptSig and witness as FINAL_SCRIPTSIG and FINAL_SCRIPTWITNESS.
 */
export function psbtOf(tx: EsploraTx, finalized: boolean): string {
  const inputs = tx.vin.map((input) => {
    const entries: string[] = []
    if (input.prevout)
      entries.push(kv('01', le(input.prevout.value, 8) + bytes(input.prevout.scriptpubkey)))
    if (finalized && input.scriptsig) entries.push(kv('07', input.scriptsig))
    if (finalized && input.witness?.length) {
      const stack = compactSize(input.witness.length) + input.witness.map(bytes).join('')
      entries.push(kv('08', stack))
    }
    return `${entries.join('')}00`
  })
  const hex = `70736274ff${kv('00', unsignedHex(tx))}00${inputs.join('')}${'00'.repeat(tx.vout.length)}`
  return Buffer.from(hex, 'hex').toString('base64')
}

/** A fee rate as the app prints it (apps/web format/amount formatFeeRate): 2 decimals below 10, 1 below 100. */
export function feeRateText(rate: number): string {
  const digits = rate < 10 ? 2 : rate < 100 ? 1 : 0
  const text = rate.toFixed(digits)
  return digits > 0 ? text.replace(/\.?0+$/, '') : text
}
