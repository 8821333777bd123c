import type { Chain } from './chain.js'
import { isStale } from './reorg.js'
import type { BlockRecord } from './types.js'

/**
 * Core's `getchaintips` as mempool's `/v1/chain-tips` passes it on: the active tip, then each stale
 * branch a reorg left (`valid-fork`: its blocks are known and valid), `branchlen` blocks off the best chain.
 */
export function chainTips(chain: Chain) {
  const stale = [...chain.blocksByHash.values()].filter((b) => isStale(chain, b))
  const parents = new Set(stale.map((b) => b.previousHash))
  const branchLength = (tip: BlockRecord) => {
    let length = 0
    for (let at: BlockRecord | undefined = tip; at && isStale(chain, at); length++) {
      at = chain.blocksByHash.get(at.previousHash)
    }
    return length
  }
  return [
    { height: chain.tip.height, hash: chain.tip.hash, branchlen: 0, status: 'active' },
    ...stale
      .filter((b) => !parents.has(b.hash))
      .sort((a, b) => b.height - a.height)
      .map((tip) => ({
        height: tip.height,
        hash: tip.hash,
        branchlen: branchLength(tip),
        status: 'valid-fork',
      })),
  ]
}
