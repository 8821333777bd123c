import { plural, t } from '@lingui/core/macro'
import { decodeTransaction } from '@outpoint/explorer-client/tx'

/** `testmempoolaccept` takes at most 25 transactions (Bitcoin Core's package limit; electrs refuses more). */
export const maxPackage = 25

export type PackagePaste =
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ok'; hexes: string[] }

/** Raw transactions pasted one per line or comma separated: the list, or what is wrong with which one. */
export function readPackage(text: string): PackagePaste {
  const hexes = text.split(/[\s,]+/).filter(Boolean)
  if (hexes.length === 0) return { kind: 'empty' }
  if (hexes.length > maxPackage) {
    return {
      kind: 'error',
      message: plural(hexes.length, {
        one: `# transaction: the node tests at most ${maxPackage} at once.`,
        other: `# transactions: the node tests at most ${maxPackage} at once.`,
      }),
    }
  }
  for (const [i, hex] of hexes.entries()) {
    try {
      decodeTransaction(hex)
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      const number = i + 1
      return {
        kind: 'error',
        message: hexes.length > 1 ? t`Transaction ${number}: ${why}` : why,
      }
    }
  }
  return { kind: 'ok', hexes }
}
