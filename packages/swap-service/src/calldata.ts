// The calldata of an EVM deposit: a 4-byte marker ("outp" in ASCII) and the swap id as a 32-byte
// big-endian word, the way an ABI call with one uint256 argument looks. The deposit account is a plain
// account: nothing executes it; the service reads it back from the block.
const marker = '6f757470'

export function encodeSwapId(id: number): `0x${string}` {
  return `0x${marker}${id.toString(16).padStart(64, '0')}`
}

/** The swap id in `data`, or undefined when it is not a deposit's calldata. */
export function decodeSwapId(data: string): number | undefined {
  const match = /^0x6f757470([0-9a-f]{64})$/i.exec(data)
  if (!match?.[1]) return undefined
  const id = BigInt(`0x${match[1]}`)
  return id > 0n && id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : undefined
}
