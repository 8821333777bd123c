import type { ChannelsOfTransaction } from '@outpoint/explorer-client'

/** An input that closes a Lightning channel or an output that opens one. */
export interface ChannelMark {
  side: 'input' | 'output'
  index: number
  /** The short id (`block x tx x output`), or the numeric id when the service gave no short id. */
  channel: string
}

/** The channel id in one entry of `/v1/lightning/channels/txids`; undefined for anything unreadable. */
function channelIdOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { short_id: shortId, id } = value as Record<string, unknown>
  if (typeof shortId === 'string' && /^\d+x\d+x\d+$/.test(shortId)) return shortId
  if (typeof id === 'string' && /^\d+$/.test(id)) return id
  return undefined
}

/**
 * The channels one transaction opens (by output index) and closes (by input index), inputs first, each
 * side in index order. Entries the service keyed or shaped oddly are left out, not guessed at.
 */
export function channelMarks(entry: ChannelsOfTransaction | undefined): ChannelMark[] {
  if (!entry) return []
  const marks: ChannelMark[] = []
  for (const side of ['input', 'output'] as const) {
    const record = side === 'input' ? entry.inputs : entry.outputs
    const sideMarks: ChannelMark[] = []
    for (const [key, value] of Object.entries(record ?? {})) {
      const index = Number(key)
      const channel = channelIdOf(value)
      if (Number.isInteger(index) && index >= 0 && channel) sideMarks.push({ side, index, channel })
    }
    marks.push(...sideMarks.sort((a, b) => a.index - b.index))
  }
  return marks
}
