// The pages issue 17 measures with Lighthouse, with real ids picked from the live simnet behind the
// served app (through the app's own `/api` proxy, as the page itself would ask).

/**
 * @typedef {object} LighthousePage
 * @property {string} name short name for `--pages` and the table
 * @property {string} path below the app's origin
 */

/** The page names in the order the table prints them. */
export const lighthousePageNames = [
  'dashboard',
  'tx',
  'address',
  'block',
  'mining',
  'lightning',
  'node',
  'graphs-mempool',
  'graphs-pools',
  'liquid-audit',
]

/** Issue 17's targets: mobile score and first contentful paint, desktop score. */
export const targets = { mobileScore: 0.95, mobileFcpMs: 1500, desktopScore: 0.99 }

/**
 * @param {string} appUrl
 * @param {string} path
 * @returns {Promise<unknown>}
 */
async function getJson(appUrl, path) {
  const response = await fetch(`${appUrl}${path}`, { signal: AbortSignal.timeout(120_000) })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return response.json()
}

/** @param {string} appUrl @param {string} path */
async function getText(appUrl, path) {
  const response = await fetch(`${appUrl}${path}`, { signal: AbortSignal.timeout(120_000) })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.text()).trim()
}

/**
 * @typedef {{ txid?: unknown, vin?: { is_coinbase?: unknown }[], vout?: { scriptpubkey_address?: unknown }[] }} WireTx
 */

/**
 * The ids the deep links use: the tip block, a confirmed transaction of it with a few outputs (not the
 * coinbase), the address that receives most often among that block's first transactions, and the
 * Lightning node with the most capacity.
 * @param {string} appUrl
 */
export async function pickIds(appUrl) {
  const tipHash = await getText(appUrl, '/api/blocks/tip/hash')
  const txs = /** @type {WireTx[]} */ (await getJson(appUrl, `/api/block/${tipHash}/txs`))
  const payments = txs.filter((tx) => tx.vin?.[0]?.is_coinbase !== true)
  const fewOutputs = payments.find(
    (tx) => (tx.vout?.length ?? 0) >= 2 && (tx.vout?.length ?? 0) <= 6,
  )
  const txid = (fewOutputs ?? payments[0] ?? txs[0])?.txid
  if (typeof txid !== 'string') throw new Error(`no transaction in block ${tipHash}`)
  /** @type {Map<string, number>} */
  const counts = new Map()
  for (const tx of payments) {
    for (const out of tx.vout ?? []) {
      const address = out.scriptpubkey_address
      if (typeof address === 'string') counts.set(address, (counts.get(address) ?? 0) + 1)
    }
  }
  const address = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (address === undefined) throw new Error(`no address among block ${tipHash}'s outputs`)
  const rankings = /** @type {{ topByCapacity?: { publicKey?: unknown }[] }} */ (
    await getJson(appUrl, '/api/v1/lightning/nodes/rankings')
  )
  const node = rankings.topByCapacity?.[0]?.publicKey
  if (typeof node !== 'string') throw new Error('no node in /api/v1/lightning/nodes/rankings')
  return { tipHash, txid, address, node }
}

/**
 * The pages to measure, in table order, kept to `only` when given.
 * @param {string} appUrl
 * @param {readonly string[] | undefined} only page names
 * @returns {Promise<LighthousePage[]>}
 */
export async function lighthousePages(appUrl, only) {
  const ids = await pickIds(appUrl)
  /** @type {Record<string, string>} */
  const paths = {
    dashboard: '/',
    tx: `/tx/${ids.txid}`,
    address: `/address/${ids.address}`,
    block: `/block/${ids.tipHash}`,
    mining: '/mining',
    lightning: '/lightning',
    node: `/lightning/node/${ids.node}`,
    'graphs-mempool': '/graphs/mempool',
    'graphs-pools': '/graphs/mining/pools',
    'liquid-audit': '/liquid/audit',
  }
  return lighthousePageNames
    .filter((name) => only === undefined || only.includes(name))
    .map((name) => ({ name, path: paths[name] ?? '/' }))
}
