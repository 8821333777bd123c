import { t } from '@lingui/core/macro'

/** Why a URL's asset id cannot be one, or undefined when it is 64 hex (returned lower-cased). */
export function checkAssetId(
  raw: string | undefined,
): { ok: true; id: string } | { ok: false; reason: string } {
  const text = (raw ?? '').trim()
  if (text === '') return { ok: false, reason: t`No asset id was given.` }
  if (!/^[0-9a-fA-F]*$/.test(text))
    return { ok: false, reason: t`An asset id is hexadecimal: only 0-9 and a-f.` }
  const length = text.length
  if (length !== 64)
    return {
      ok: false,
      reason: t`An asset id is 64 hexadecimal characters; this one has ${length}.`,
    }
  return { ok: true, id: text.toLowerCase() }
}
