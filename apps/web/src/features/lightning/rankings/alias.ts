import { t } from '@lingui/core/macro'
/**
 * A node's name as shown: its alias, trimmed, or the start of its public key when it has none (many
 * nodes never set one). Aliases come from the network: callers render the result as text only.
 */
export function shownAlias(node: {
  alias?: string | null
  publicKey?: string
  public_key?: string
}) {
  const alias = node.alias?.trim()
  if (alias) return alias
  const key = node.publicKey ?? node.public_key ?? ''
  return key ? `${key.slice(0, 20)}…` : t`Unnamed node`
}
