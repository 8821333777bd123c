import { formatInteger } from './number'

/**
 * A transaction's virtual size in whole vbytes: `141 vB`. Mempool's stripped transactions carry
 * `weight / 4`, which may be fractional (140.25); BIP 141 rounds a virtual size up, so this does too.
 * Fee rates keep dividing by the exact figure.
 */
export function formatVbytes(vsize: number): string {
  return `${formatInteger(Math.ceil(vsize))} vB`
}
