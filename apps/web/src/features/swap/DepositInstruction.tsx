import { CopyButton } from '../../components/CopyButton'
import { AddressQr } from '../address/AddressQr'
import type { DepositInstruction as Deposit } from './model/history'
import { formatUnits, toBigInt } from './model/units'

/** What to pay for a BTC-source swap: the service's address and exact amount, with a QR code. */
export function DepositInstruction({ deposit }: { deposit: Deposit }) {
  const sats = toBigInt(deposit.amount)
  const btc = sats === undefined ? deposit.amount : formatUnits(sats, 8)
  return (
    <section className="swap-deposit">
      <h2>Send your deposit</h2>
      <p>
        Send exactly <strong data-testid="swap-deposit-amount">{btc}</strong> BTC{' '}
        <CopyButton text={btc} label="amount" /> to
      </p>
      <p className="swap-deposit-address">
        <code data-testid="swap-deposit-address">{deposit.address}</code>{' '}
        <CopyButton text={deposit.address} label="deposit address" />
      </p>
      {deposit.memo ? (
        <p className="muted">
          Reference: <code>{deposit.memo}</code>
        </p>
      ) : null}
      <div className="swap-deposit-qr" data-testid="swap-deposit-qr">
        <AddressQr address={deposit.address} />
      </div>
      <p className="muted">
        Another amount is refunded, not swapped. The swap fails if no deposit arrives in time.
      </p>
    </section>
  )
}
