// Test doubles of the two chains for the state machine's unit tests: each records what the service
// sent and answers what the test put in.
import type { BitcoinPort, Deposit, EvmPort, TxState } from './ports.js'

export class FakeBitcoin implements BitcoinPort {
  deposits = new Map<string, Deposit[]>()
  states = new Map<string, TxState>()
  paid: Array<{ to: string; sats: bigint }> = []
  failPayments = false
  private count = 0

  freshAddress(): string {
    this.count += 1
    return `bc1qdeposit${this.count}`
  }
  isAddress(address: string): boolean {
    return address.startsWith('bc1')
  }
  async depositsTo(address: string): Promise<Deposit[]> {
    return this.deposits.get(address) ?? []
  }
  async pay(to: string, sats: bigint): Promise<string> {
    if (this.failPayments) throw new Error('faucet down')
    this.paid.push({ to, sats })
    return `btc-tx-${this.paid.length}`
  }
  async txState(txid: string): Promise<TxState> {
    return this.states.get(txid) ?? 'pending'
  }
}

export class FakeEvm implements EvmPort {
  incoming: Array<Deposit & { swapId: number }> = []
  states = new Map<string, TxState>()
  paid: Array<{ to: string; wei: bigint; account: 'liquidity' | 'deposit' }> = []
  /** What the liquidity account can pay: 10,000 ETH, as anvil's dev accounts start with. */
  available = 10_000n * 10n ** 18n

  async depositAccount(): Promise<string> {
    return '0x00000000000000000000000000000000000000d0'
  }
  isAddress(address: string): boolean {
    return /^0x[0-9a-fA-F]{40}$/.test(address)
  }
  async newDeposits(): Promise<Array<Deposit & { swapId: number }>> {
    const found = this.incoming
    this.incoming = []
    return found
  }
  async liquidity(): Promise<bigint> {
    return this.available
  }
  async pay(to: string, wei: bigint, account: 'liquidity' | 'deposit'): Promise<string> {
    this.paid.push({ to, wei, account })
    return `0xevm${this.paid.length}`
  }
  async txState(hash: string): Promise<TxState> {
    return this.states.get(hash) ?? 'pending'
  }
}
