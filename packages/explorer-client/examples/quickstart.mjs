import {
  createExplorerClient,
  getBlocks,
  getBlockTipHeight,
  getRecommendedFees,
  getTransaction,
} from '@outpoint/explorer-client'
import { createLiveFeed } from '@outpoint/explorer-client/live'
import WebSocket from 'ws'

const client = createExplorerClient({ host: process.env.OUTPOINT_API_HOST ?? 'mempool.space' })

console.log('tip height', await getBlockTipHeight(client))
const fees = await getRecommendedFees(client)
console.log(`fees: next block ${fees.fastestFee} sat/vB, within an hour ${fees.hourFee} sat/vB`)
const [latest] = await getBlocks(client)
console.log(`latest block ${latest.height} mined by ${latest.extras.pool.name}`)

try {
  await getTransaction(client, { txid: 'not-a-txid' })
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}

// Node 22+ and browsers have a global WebSocket; Node 20 takes the one from the `ws` package.
const feed = createLiveFeed({ url: client.wsUrl, WebSocket })
const stop = feed.subscribe({ type: 'data', name: 'blocks' }, (message) => {
  if (message.key !== 'blocks') return
  console.log(`live: ${message.data.length} recent blocks, newest ${message.data.at(-1).height}`)
  stop()
})
