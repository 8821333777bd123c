// Writes land-110m.json, the map's world outline, from world-atlas's land-110m.json (Natural Earth
// 1:110m land, public domain; world-atlas is ISC, see NOTICE.md). Run once by hand:
//   npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
//   node build-land.mjs package/land-110m.json && npx biome check --write land-110m.json
// Each ring becomes one flat array of whole tenths of a degree, [lng, lat, lng, lat, ...]: a tenth (~11 km)
// is finer than the 1:110m data's own detail, and integers keep the bundled chunk ~46 kB (19 kB gzip).
import { readFileSync, writeFileSync } from 'node:fs'

const [source] = process.argv.slice(2)
if (!source) throw new Error('usage: node build-land.mjs <world-atlas land-110m.json>')
const topology = JSON.parse(readFileSync(source, 'utf8'))
const { scale, translate } = topology.transform

// TopoJSON arcs are quantized and delta-encoded: each point adds to the one before it.
const arcs = topology.arcs.map((arc) => {
  let x = 0
  let y = 0
  return arc.map(([dx, dy]) => {
    x += dx
    y += dy
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]]
  })
})
// A negative index means arc ~index, walked backwards; consecutive arcs share their joining point.
const ring = (indices) => {
  const points = []
  for (const index of indices) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index]
    points.push(...(points.length ? arc.slice(1) : arc))
  }
  const flat = []
  for (const [lng, lat] of points) {
    const x = Math.round(lng * 10)
    const y = Math.round(lat * 10)
    if (flat.length && flat[flat.length - 2] === x && flat[flat.length - 1] === y) continue
    flat.push(x, y)
  }
  return flat
}
const rings = []
for (const geometry of topology.objects.land.geometries) {
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs
  for (const polygon of polygons) for (const indices of polygon) rings.push(ring(indices))
}
const kept = rings.filter((flat) => flat.length >= 6)
writeFileSync(new URL('./land-110m.json', import.meta.url), `${JSON.stringify(kept)}\n`)
console.log(`${kept.length} rings, ${kept.reduce((n, r) => n + r.length / 2, 0)} points`)
