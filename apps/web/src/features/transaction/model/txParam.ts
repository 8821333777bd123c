import { plural, t } from '@lingui/core/macro'
/** The `:id` of `/tx/:id`: a txid, or `txid:vout` for one of its outputs. */
export type TxParam = { ok: true; txid: string; vout?: number } | { ok: false; reason: string }

const hex64 = /^[0-9a-fA-F]{64}$/
/** Outputs per transaction stay far below this (a block holds at most ~100,000 outputs). */
const maxVout = 1_000_000

/** Reads `/tx/:id`, saying what is wrong when it is not a transaction id (no request is made then). */
export function parseTxParam(raw: string | undefined): TxParam {
  const value = (raw ?? '').trim()
  const [txid = '', vout, ...extra] = value.split(':')
  if (!hex64.test(txid)) {
    const length = txid.length
    return {
      ok: false,
      reason:
        length === 64
          ? t`A transaction id has only hex digits (0-9, a-f).`
          : plural(length, {
              one: 'A transaction id is 64 hex digits; this has # character.',
              other: 'A transaction id is 64 hex digits; this has # characters.',
            }),
    }
  }
  if (extra.length > 0) return { ok: false, reason: t`Use txid or txid:output, with one colon.` }
  if (vout === undefined) return { ok: true, txid: txid.toLowerCase() }
  if (!/^\d{1,7}$/.test(vout) || Number(vout) >= maxVout) {
    return { ok: false, reason: t`"${vout}" is not an output number (0, 1, 2…).` }
  }
  return { ok: true, txid: txid.toLowerCase(), vout: Number(vout) }
}
