import { projectLat, projectLng } from '../projection'

/** Land rings in world units, each a flat [x, y, x, y, ...] array. */
export type WorldOutline = readonly Float32Array[]

/**
 * Loads and projects Natural Earth's 1:110m land (see NOTICE.md) once. A dynamic import, so the ~46 kB
 * (18 kB gzip) of outline only loads with the map, never with pages that do not show one.
 */
let loaded: Promise<WorldOutline> | undefined
export function loadWorldOutline(): Promise<WorldOutline> {
  loaded ??= import('./land-110m.json').then(({ default: rings }) => projectRings(rings))
  return loaded
}

/** Rings of whole tenths of a degree ([lng, lat, ...] × 10) to projected world units. */
export function projectRings(rings: readonly (readonly number[])[]): WorldOutline {
  return rings.map((ring) => {
    const out = new Float32Array(ring.length)
    for (let i = 0; i + 1 < ring.length; i += 2) {
      out[i] = projectLng((ring[i] ?? 0) / 10)
      out[i + 1] = projectLat((ring[i + 1] ?? 0) / 10)
    }
    return out
  })
}
