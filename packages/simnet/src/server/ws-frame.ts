import type { ServerKey, ServerMessageMap } from './ws-messages.js'

declare const json: unique symbol
/** A string holding the JSON of a `T`: lets cached serialisations be combined without losing their type. */
export type Json<T> = string & { readonly [json]: T }

export const toJson = <T>(value: T): Json<T> => JSON.stringify(value) as Json<T>
/** The JSON array of already serialised items. */
export const jsonArray = <T>(items: readonly Json<T>[]): Json<T[]> =>
  `[${items.join(',')}]` as Json<T[]>
/** The JSON object of already serialised values. */
export const jsonRecord = <T>(entries: Iterable<[string, Json<T>]>): Json<Record<string, T>> => {
  const fields: string[] = []
  for (const [key, value] of entries) fields.push(`${JSON.stringify(key)}:${value}`)
  return `{${fields.join(',')}}` as Json<Record<string, T>>
}

let nextId = 0

/**
 * One key of a server frame, serialised once (`"key":<json>`). A push computed for an update is one part
 * shared by every client that gets it; frames are put together from parts.
 */
export interface Part {
  readonly id: number
  readonly key: ServerKey
  readonly text: string
  /** Shared parts (the same for many clients) may be cached as whole frames. */
  readonly shared: boolean
}

export function rawPart<K extends ServerKey>(
  key: K,
  value: Json<ServerMessageMap[K]>,
  shared = true,
): Part {
  return { id: nextId++, key, text: `${JSON.stringify(key)}:${value}`, shared }
}

export const part = <K extends ServerKey>(key: K, data: ServerMessageMap[K], shared = true): Part =>
  rawPart(key, toJson(data), shared)

/** A client's parts in key order, each key once (a later part of a key replaces the earlier one). */
export class FrameParts {
  private readonly byKey = new Map<ServerKey, Part>()

  add(...parts: (Part | undefined)[]): this {
    for (const p of parts) if (p) this.byKey.set(p.key, p)
    return this
  }

  get size(): number {
    return this.byKey.size
  }

  list(): Part[] {
    return [...this.byKey.values()]
  }
}

/**
 * Frames serialised once per state: clients with the same subscriptions get the same bytes. The hub drops
 * the cache whenever the parts it holds are replaced.
 */
export class FrameCache {
  private readonly frames = new Map<string, Buffer>()

  frame(parts: readonly Part[]): Buffer {
    const build = () => Buffer.from(`{${parts.map((p) => p.text).join(',')}}`)
    if (!parts.every((p) => p.shared)) return build()
    const key = parts.map((p) => p.id).join(',')
    let frame = this.frames.get(key)
    if (!frame) {
      frame = build()
      this.frames.set(key, frame)
    }
    return frame
  }
}
