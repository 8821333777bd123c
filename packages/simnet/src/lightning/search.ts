import type { LightningGraph, LnNode } from './types.js'

/**
 * `/search?searchText=`, as mempool answers it: nodes whose public key starts with the text or whose alias
 * has a word starting with each word of the text (aliases and text reduced to letters and digits first),
 * the ten largest; channels whose id or short id starts with the text, ten of them.
 */

const limit = 10

/** Alias words as mempool indexes them: `-_.` split words, other signs and emoji are dropped. */
export const searchWords = (text: string) =>
  text
    .replace(/[-_.]/g, ' ')
    .replace(/[^a-zA-Z0-9 ]/g, '')
    .toLowerCase()
    .split(' ')
    .filter(Boolean)

const wordsCache = new WeakMap<LightningGraph, string[][]>()

/** Indexes a node's alias words again after its alias changed (the control API renames nodes). */
export function reindexAlias(graph: LightningGraph, node: LnNode): void {
  const words = wordsCache.get(graph)
  if (words) words[node.index] = searchWords(node.alias)
}

function aliasWords(graph: LightningGraph): string[][] {
  let words = wordsCache.get(graph)
  if (!words) {
    words = graph.nodes.map((node) => searchWords(node.alias))
    wordsCache.set(graph, words)
  }
  return words
}

export function searchNodes(graph: LightningGraph, text: string): LnNode[] {
  const keyPrefix = text.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()
  const wanted = searchWords(text)
  const words = aliasWords(graph)
  return graph.nodes
    .filter((node) => {
      // `LIKE '<prefix>%'`: text with no letter or digit matches every key, as on mempool.
      if (node.publicKey.startsWith(keyPrefix)) return true
      const own = words[node.index] ?? []
      return wanted.length > 0 && wanted.every((w) => own.some((word) => word.startsWith(w)))
    })
    .sort((a, b) => b.capacity - a.capacity)
    .slice(0, limit)
}

export function searchJson(graph: LightningGraph, text: string) {
  const channelPrefix = /^[0-9]+[0-9x]*$/.test(text) ? text : undefined
  const channels = []
  if (channelPrefix) {
    for (const channel of graph.channels) {
      if (channel.id.startsWith(channelPrefix) || channel.shortId.startsWith(channelPrefix)) {
        channels.push({
          id: channel.id,
          short_id: channel.shortId,
          capacity: channel.capacity,
          status: channel.status,
        })
        if (channels.length === limit) break
      }
    }
  }
  return {
    nodes: searchNodes(graph, text).map((node) => ({
      public_key: node.publicKey,
      alias: node.alias,
      capacity: node.capacity,
      channels: node.activeChannels,
      status: node.activeChannels > 0 ? 1 : 0,
    })),
    channels,
  }
}
