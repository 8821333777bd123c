/** The deposit as the explorer sees it: where it stands, and how much it paid the deposit address. */
export interface DepositSighting {
  txid: string
  confirmed: boolean
  blockHeight: number | undefined
  /** Satoshis paid to the deposit address. */
  paid: bigint
}

/** The parts of an explorer transaction the search reads. */
interface Payment {
  txid: string
  status?: { confirmed: boolean; block_height?: number }
  vout: ReadonlyArray<{ scriptpubkey_address?: string; value?: number }>
}

/** The newest transaction paying the deposit address (unconfirmed ones come first in the explorer's list). */
export function findDeposit(
  txs: readonly Payment[] | undefined,
  address: string,
): DepositSighting | undefined {
  for (const tx of txs ?? []) {
    const outputs = tx.vout.filter((out) => out.scriptpubkey_address === address)
    if (outputs.length === 0) continue
    return {
      txid: tx.txid,
      confirmed: tx.status?.confirmed === true,
      blockHeight: tx.status?.confirmed ? tx.status.block_height : undefined,
      paid: outputs.reduce(
        (sum, out) => sum + (Number.isSafeInteger(out.value) ? BigInt(out.value ?? 0) : 0n),
        0n,
      ),
    }
  }
  return undefined
}
