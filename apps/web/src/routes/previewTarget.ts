import type { Network } from '@outpoint/explorer-client'
import { networkFromSegment, networkPath } from '../app/networks'
import { previewedPages } from './previewPaths'

/**
 * The page a preview path shows: `rest` is what follows `/preview/` as the URL spells it (percent-encoded, so
 * the id passes on unchanged), on `network` (from a prefix before
 * `/preview`); a network may also follow it (`/preview/testnet/tx/...`). Undefined when it previews no page.
 */
export function previewTarget(network: Network, rest: string): string | undefined {
  let segments = rest.split('/').filter((s) => s !== '')
  const inner = networkFromSegment(segments[0])
  if (inner && network !== 'main') return undefined
  if (inner) segments = segments.slice(1)
  const on = inner ?? network
  const kind = previewedPages.find(
    (fixed) =>
      segments.length === fixed.length + 1 && fixed.every((segment, i) => segments[i] === segment),
  )
  const id = segments.at(-1)
  if (!kind || !id) return undefined
  return networkPath(on, `/${[...kind, id].join('/')}`)
}
