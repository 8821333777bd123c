import { t } from '@lingui/core/macro'
/** What a URL segment holds: a usable id, or why it is not one (said to the user; nothing is requested). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string }

/** A node public key: 66 hex characters of a compressed secp256k1 key (02 or 03 first). */
export function parsePublicKey(text: string): Parsed<string> {
  const key = text.trim()
  if (/^0[23][0-9a-fA-F]{64}$/.test(key)) return { ok: true, value: key.toLowerCase() }
  if (!/^[0-9a-fA-F]*$/.test(key)) {
    return {
      ok: false,
      reason: t`A node public key is hexadecimal: digits 0-9 and letters a-f only.`,
    }
  }
  if (key.length !== 66) {
    const length = key.length
    return {
      ok: false,
      reason: t`A node public key has 66 hex characters; this has ${length}.`,
    }
  }
  return { ok: false, reason: t`A node public key starts with 02 or 03 (a compressed key).` }
}

/** Bits of the short id's parts: block height 24, transaction index 24, output 16 (BOLT 7). */
const limits = { block: 2 ** 24, tx: 2 ** 24, output: 2 ** 16 }

/**
 * A channel id: the short id `block x tx x output` (`698908x1305x0`) or the same packed into one integer
 * (block << 40 | tx << 16 | output), as mempool's URLs use both.
 */
export function parseChannelId(text: string): Parsed<string> {
  const id = text.trim()
  const short = /^(\d{1,8})x(\d{1,8})x(\d{1,5})$/.exec(id)
  if (short) {
    const [block, tx, output] = [Number(short[1]), Number(short[2]), Number(short[3])]
    if (block < limits.block && tx < limits.tx && output < limits.output) {
      return { ok: true, value: id }
    }
    return {
      ok: false,
      reason: t`A short channel id part is out of range (block, transaction or output).`,
    }
  }
  if (/^\d{1,20}$/.test(id) && BigInt(id) < 2n ** 64n && BigInt(id) > 0n) {
    return { ok: true, value: id }
  }
  return {
    ok: false,
    reason: t`A channel id is a short id such as 698908x1305x0 (block x transaction x output) or its number form.`,
  }
}
