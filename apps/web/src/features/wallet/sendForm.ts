type Parsed = { ok: true } | { ok: false; error: string }

/** The one message the send form shows: the recipient's problem first, then the amount's. */
export function sendFormError(recipient: Parsed, amount: Parsed): string | undefined {
  if (!recipient.ok) return recipient.error
  if (!amount.ok) return amount.error
  return undefined
}
