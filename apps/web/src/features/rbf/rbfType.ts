import { t } from '@lingui/core/macro'
import type { RbfMode } from '@outpoint/explorer-client/live'

/** The `?type=` of `/rbf` a user shares: every replacement, or only full-RBF ones. */
export const rbfTypes = { all: 'all', fullrbf: 'fullRbf' } as const satisfies Record<
  string,
  RbfMode
>

export type RbfTypeParam = { ok: true; mode: RbfMode } | { ok: false; reason: string }

/** Reads `?type=`: absent or `all` is every replacement, `fullrbf` the full-RBF ones; anything else says so. */
export function parseRbfType(value: string | null): RbfTypeParam {
  if (value === null || value === '') return { ok: true, mode: 'all' }
  const mode = Object.hasOwn(rbfTypes, value) ? rbfTypes[value as keyof typeof rbfTypes] : undefined
  if (mode) return { ok: true, mode }
  return {
    ok: false,
    reason: t({
      message: `“${value}” is not a kind of replacement: the list shows all of them (type=all) or only full-RBF ones (type=fullrbf).`,
      comment: 'type=all and type=fullrbf are parts of the address: keep them as they are',
    }),
  }
}

/** The query string that shows `mode`: none for all, `?type=fullrbf` for full RBF. */
export function rbfTypeSearch(mode: RbfMode): string {
  return mode === 'fullRbf' ? '?type=fullrbf' : ''
}
