import type { ChainTip } from '@outpoint/explorer-client'

/** The tips off the best chain (all but Core's `active` one), newest first. */
export function staleTips(tips: readonly ChainTip[]): ChainTip[] {
  return tips.filter((tip) => tip.status !== 'active').sort((a, b) => b.height - a.height)
}
