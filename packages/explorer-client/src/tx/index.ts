// Entry of `@outpoint/explorer-client/tx`: raw transaction decoding (Bitcoin and Liquid) and merkle
// proof checks, kept apart so pages that never decode a transaction do not pay for them.
export type { DecodedInput, DecodedOutput, DecodedTransaction } from './decode.js'
export { decodeTransaction } from './decode.js'
export type {
  Confidential,
  DecodedLiquidInput,
  DecodedLiquidOutput,
  DecodedLiquidTransaction,
  LiquidIssuance,
} from './decode-liquid.js'
export { decodeLiquidTransaction } from './decode-liquid.js'
export { hash256, hash256Id } from './hash.js'
export type { MerkleProofCheck } from './merkle.js'
export { verifyMerkleProof } from './merkle.js'
export { bytesToHex, hexToBytes, Reader, TxDecodeError } from './reader.js'
