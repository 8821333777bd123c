import type { Rng } from '../rng.js'

/**
 * Node aliases as the real graph has them: company names on the big hubs; handles, implementation
 * defaults (LND's key prefix, Core Lightning's shouted word pairs), emoji, other scripts, empty ones and
 * 32-byte ones elsewhere. Aliases are untrusted text: `hostileAliases` go to some node in every graph so
 * that an app which renders an alias as HTML shows it.
 */

const brands = [
  'Voltage Bay',
  'ZapExchange',
  'Coinmill',
  'Satsgate',
  'Boltwerk',
  'Lumenpay',
  'Blockhaus',
  'Hodlbank',
  'Orangebridge',
  'Kilowatt Routing',
  'FiberSats',
  'Northern Lights LSP',
  'Paywire',
  'Sparkline',
  'Nodeport',
  'Tidal Liquidity',
  'Ampere',
  'Sidechain Cafe',
  'Gridpoint',
  'Relay21',
]
const brandSuffixes = ['', '', ' [Hub-1]', ' | LSP', '-lnd1', ' ⚡', '.com', ' 2', ' (routing)']
const words = [
  'satoshi',
  'orange',
  'river',
  'garden',
  'stack',
  'lantern',
  'harbor',
  'fox',
  'bolt',
  'maple',
  'signal',
  'cobalt',
  'ember',
  'falcon',
  'meadow',
  'quartz',
  'tundra',
  'willow',
  'zephyr',
  'pleb',
  'hodl',
  'sats',
  'node',
  'relay',
  'spark',
  'cloud',
  'forest',
  'granite',
  'honey',
  'island',
]
const adjectives = [
  'SILENT',
  'BRAVE',
  'LUCKY',
  'VIOLENT',
  'SLEEPY',
  'GENTLE',
  'HUNGRY',
  'WINTER',
  'COSMIC',
  'RAPID',
]
const nouns = [
  'ARCHIVE',
  'CHIPMUNK',
  'PHOTO',
  'MONKEY',
  'COMET',
  'WALRUS',
  'TIGER',
  'ORBIT',
  'CANYON',
  'PEBBLE',
]
const emoji = ['⚡', '🚀', '🐳', '🌋', '🦊', '🍊', '🌊', '🔥', '🐝', '🧡', '🌵', '🛰️']
const foreign = [
  '闪电节点',
  'ライトニング',
  'Молния',
  'برق',
  'Éclair Rapide',
  'Ñandú Nodo',
  'Blitzknoten',
  '번개 노드',
  'Πυρήνας',
  'ビットコイン道場',
  'Світло',
]
const handles = [
  (rng: Rng) => `${rng.pick(words)}-${rng.pick(words)}-${rng.int(1, 99)}`,
  (rng: Rng) => `${capitalise(rng.pick(words))}${capitalise(rng.pick(words))}`,
  (rng: Rng) => `${rng.pick(words)}.ln`,
  (rng: Rng) => `${rng.pick(words)}_${rng.pick(words)}`,
  (rng: Rng) => `Pleb Node #${rng.int(1, 999)}`,
  (rng: Rng) => rng.pick(['RaspiBolt', 'Umbrel', 'myNode', 'Start9', 'BTCPay']),
  (rng: Rng) => `${capitalise(rng.pick(words))} Node`,
]

/** Shown as text they are harmless; rendered as markup they run script or break the page. */
export const hostileAliases = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("⚡")</script>',
  'Tom & Jerry\'s "Node"',
  "'; DROP TABLE nodes;--",
  '\u202eRTL override node',
  'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
  '🦄🦄🦄🦄🦄🦄🦄🦄',
]

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** Cuts text to the 32 bytes of UTF-8 an alias can hold, without splitting a character. */
export function clampAlias(alias: string): string {
  let out = ''
  let bytes = 0
  for (const char of alias) {
    bytes += Buffer.byteLength(char)
    if (bytes > 32) break
    out += char
  }
  return out
}

/** An alias for the node ranked `rank` by expected size (0 the biggest hub). */
export function randomAlias(rng: Rng, rank: number, publicKey: string): string {
  if (rank < brands.length) {
    return clampAlias(`${brands[rank] ?? 'Hub'}${rng.pick(brandSuffixes)}`)
  }
  const draw = rng.next()
  if (draw < 0.1) return publicKey.slice(0, 20)
  if (draw < 0.16) return ''
  if (draw < 0.26)
    return `${rng.pick(adjectives)}${rng.pick(nouns)}${rng.chance(0.3) ? '-v24.08' : ''}`
  if (draw < 0.4) {
    const mark = rng.pick(emoji)
    const name = capitalise(rng.pick(words))
    return clampAlias(rng.chance(0.5) ? `${mark} ${name} ${mark}` : `${name} ${mark}`)
  }
  if (draw < 0.45) return rng.pick(foreign)
  if (draw < 0.47) {
    return clampAlias(
      `${capitalise(rng.pick(words))}And${capitalise(rng.pick(words))}Lightning${rng.int(100, 999)}Routing`,
    )
  }
  return clampAlias(rng.pick(handles)(rng))
}
