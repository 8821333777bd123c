// What the state machine needs from each chain. The real ones talk to simnet and anvil
// (simnet-port.ts, anvil-port.ts); unit tests pass doubles.

/** A payment into a swap's deposit address or account, as the chain shows it now. */
export interface Deposit {
  txHash: string
  amount: bigint
  confirmed: boolean
  /** Who sent it, where the chain says (the EVM sender); refunds go there. */
  from?: string
}

export type TxState = 'pending' | 'confirmed' | 'failed'

export interface BitcoinPort {
  /** A fresh simnet main address for one swap's deposit. */
  freshAddress(): string
  /** True for an address of simnet's main chain (bech32 or base58). */
  isAddress(address: string): boolean
  /** Payments to `address` (mempool and confirmed). */
  depositsTo(address: string): Promise<Deposit[]>
  /** Pays `sats` to `address` from simnet's funds; answers the txid. */
  pay(address: string, sats: bigint): Promise<string>
  txState(txid: string): Promise<TxState>
}

export interface EvmPort {
  /** The account deposits go to (an unlocked dev account; it also pays refunds). */
  depositAccount(): Promise<string>
  isAddress(address: string): boolean
  /**
   * Deposits carrying a swap id in their calldata sent to the deposit account: those in blocks not yet
   * scanned (confirmed, each once) and those waiting to be mined (not confirmed, every round while they
   * wait: anvil mines a transaction as it arrives unless its automine is off).
   */
  newDeposits(): Promise<Array<Deposit & { swapId: number }>>
  /** The last block `newDeposits` has scanned, kept across a restart; undefined before the first scan. */
  scanned?(): bigint | undefined
  /** What the liquidity account can pay out now (its balance less a reserve for gas), in wei. */
  liquidity(): Promise<bigint>
  /** Sends `wei` from the liquidity account (payouts) or the deposit account (refunds). */
  pay(to: string, wei: bigint, account: 'liquidity' | 'deposit'): Promise<string>
  txState(hash: string): Promise<TxState>
}
