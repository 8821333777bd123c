import { hash } from 'node:crypto'
import { merkleRoot } from '../bitcoin/block.js'
import { outputScript } from '../bitcoin/script.js'
import { fromHashHex, sha256d } from '../bitcoin/tx.js'
import type { Rng } from '../rng.js'
import { compactSizeLength, concatBytes } from './bytes.js'
import type { LiquidChain } from './chain.js'
import { COINBASE_INDEX, type ElementsOutput, explicitValue, nullValue } from './elements-tx.js'
import { headerHash, serializeHeader, signblockWitnessSize } from './header.js'
import type { LiquidBlockRecord, LiquidTxRecord } from './types.js'

/** Elements blocks keep Bitcoin's header version bits; only the dynafed bit is added on the wire. */
const blockVersion = 0x20000000

/** BIP 34 height push: minimal little-endian, sign bit kept clear. */
function heightPush(height: number): number[] {
  const bytes: number[] = []
  for (let h = height; h > 0; h = Math.floor(h / 256)) bytes.push(h % 256)
  if ((bytes.at(-1) ?? 0) & 0x80) bytes.push(0)
  return [bytes.length, ...bytes]
}

/** Where a network's coinbases put the block's fees: a federation script, fixed per network. */
export const feeScript = (network: string): Uint8Array =>
  outputScript.p2wsh(hash('sha256', `simnet ${network} block fees`, 'buffer'))

/**
 * Signs a block on the tip at `time`: a coinbase collecting the fees (explicit L-BTC; Liquid has no
 * subsidy) with a witness-commitment output, the included transactions (parents first), and a dynafed
 * header at the next height. `start` (first height, genesis parent) is for the first block of a history.
 */
export function mineBlock(
  chain: LiquidChain,
  rng: Rng,
  time: number,
  include: LiquidTxRecord[],
  start?: { firstHeight: number; genesisParent: string },
): LiquidBlockRecord {
  const previous = chain.blocks.at(-1)
  if (!previous && !start) throw new Error('the first block of a history needs its start')
  const height = previous ? previous.height + 1 : (start?.firstHeight ?? 0)
  const fees = include.reduce((n, r) => n + r.fee, 0)
  const native = chain.nativeAssetField
  const outputs: ElementsOutput[] = []
  if (fees > 0) {
    outputs.push({
      asset: native,
      value: explicitValue(fees),
      nonce: nullValue(),
      script: feeScript(chain.params.name),
    })
  }
  // The commitment hashes the included txids: simnet does not compute Elements' witness hashes.
  const commitment = sha256d(concatBytes(...include.map((r) => fromHashHex(r.txid))))
  outputs.push({
    asset: native,
    value: explicitValue(0),
    nonce: nullValue(),
    script: concatBytes(Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed), commitment),
  })
  const coinbase = chain.addTransaction(
    {
      version: 2,
      locktime: 0,
      inputs: [
        {
          txid: new Uint8Array(32),
          vout: COINBASE_INDEX,
          pegin: false,
          scriptSig: Uint8Array.from([...heightPush(height), 8, ...rng.bytes(8)]),
          sequence: 0xffffffff,
          issuance: undefined,
        },
      ],
      outputs,
    },
    [],
    time,
  )
  const records = [coinbase, ...include]
  const txids = records.map((r) => r.txid)
  const fields = {
    version: blockVersion,
    previousHash: previous?.hash ?? start?.genesisParent ?? '',
    merkleRoot: merkleRoot(txids),
    time,
    height,
  }
  const blockHash = headerHash(fields, chain.federation)
  const headerSize =
    serializeHeader(fields, chain.federation, undefined).length +
    signblockWitnessSize(chain.federation)
  const base = headerSize + compactSizeLength(txids.length)
  const times = [...chain.blocks.slice(-10).map((b) => b.time), time].sort((a, b) => a - b)
  const block: LiquidBlockRecord = {
    hash: blockHash,
    ...fields,
    mediantime: times[Math.floor(times.length / 2)] as number,
    txids,
    headerSize,
    size: base + records.reduce((n, r) => n + r.size, 0),
    weight: base * 4 + records.reduce((n, r) => n + r.weight, 0),
    fees,
  }
  chain.connectBlock(block)
  return block
}
