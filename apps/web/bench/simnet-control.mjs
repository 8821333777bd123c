// Driving simnet's control API (main network) for the pages part: landmarks, payments and blocks.

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<unknown>}
 */
async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/**
 * Simnet's landmarks on main: the 5,000-output transaction and the busy address.
 * @param {string} simnetUrl
 */
export async function landmarks(simnetUrl) {
  const state = /** @type {{ batchTxid?: unknown, busyAddress?: unknown }} */ (
    await json(`${simnetUrl}/_simnet/state`)
  )
  const { batchTxid, busyAddress } = state
  if (typeof batchTxid !== 'string' || typeof busyAddress !== 'string')
    throw new Error('simnet state has no batchTxid or busyAddress')
  return { batchTxid, busyAddress }
}

/**
 * Mines one block now; answers its hash and how many transactions it took besides the coinbase.
 * @param {string} simnetUrl
 */
export async function mineOne(simnetUrl) {
  const mined = /** @type {{ blocks: { hash: string }[] }} */ (
    await json(`${simnetUrl}/_simnet/mine`, { method: 'POST', body: '{"count":1}' })
  )
  const hash = mined.blocks[0]?.hash
  if (hash === undefined) throw new Error('simnet mined no block')
  const block = /** @type {{ tx_count: number }} */ (await json(`${simnetUrl}/api/block/${hash}`))
  return { hash, took: block.tx_count - 1 }
}

/**
 * Sends `count` payments through the control API, `parallel` at a time, at a fee rate above the
 * mempool's, so that the next block takes them first.
 * @param {string} simnetUrl
 * @param {number} count
 * @param {number} [parallel]
 */
export async function pay(simnetUrl, count, parallel = 8) {
  let next = 0
  const worker = async () => {
    while (next < count) {
      next++
      await json(`${simnetUrl}/_simnet/tx`, {
        method: 'POST',
        body: JSON.stringify({ amount: 20_000, feeRate: 80 }),
      })
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

/**
 * Mines blocks until the mempool holds fewer than `below` transactions (at most `most` blocks). With
 * live blocks off, a simnet started long after its last block holds a mempool of tens of thousands
 * that spend nearly all the simulated users' confirmed coins, and the bench's payments, which take
 * confirmed coins only, find none (409): each block mined confirms a few thousand and their change.
 * @param {string} simnetUrl
 * @param {number} below
 * @param {(line: string) => void} log
 * @param {number} [most]
 */
export async function drainMempool(simnetUrl, below, log, most = 40) {
  const size = async () =>
    /** @type {{ count: number }} */ (await json(`${simnetUrl}/api/mempool`)).count
  let count = await size()
  let mined = 0
  while (count >= below && mined < most) {
    await mineOne(simnetUrl)
    mined++
    count = await size()
  }
  if (mined > 0) log(`  mined ${mined} blocks first: the mempool now holds ${count} transactions`)
}

/**
 * A block of about `target` transactions: simnet's miner takes about what arrived since the last
 * block, so this mines once to start counting afresh, pays `target` times and mines, correcting the
 * number of payments up to `attempts` times. Answers the block closest to the target.
 * @param {string} simnetUrl
 * @param {number} target
 * @param {(line: string) => void} log
 * @param {number} [attempts]
 */
export async function blockOfAbout(simnetUrl, target, log, attempts = 4) {
  await mineOne(simnetUrl)
  /** @type {{ hash: string, took: number } | undefined} */
  let best
  let payments = target
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await pay(simnetUrl, payments)
    const block = await mineOne(simnetUrl)
    log(`  paid ${payments} times, mined a block of ${block.took} transactions`)
    if (!best || Math.abs(block.took - target) < Math.abs(best.took - target)) best = block
    if (Math.abs(block.took - target) <= target * 0.05) break
    payments = Math.max(100, Math.round((payments * target) / Math.max(block.took, 1)))
  }
  if (!best) throw new Error('no block mined')
  return best
}
