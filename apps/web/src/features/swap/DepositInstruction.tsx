import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CopyButton } from '../../components/CopyButton'
import { formatUnitsText } from '../../format/units'
import { AddressQr } from '../address/AddressQr'
import type { DepositInstruction as Deposit } from './model/history'
import { formatUnits, toBigInt } from './model/units'

/** What to pay for a BTC-source swap: the service's address and exact amount, with a QR code. */
export function DepositInstruction({ deposit }: { deposit: Deposit }) {
  const sats = toBigInt(deposit.amount)
  // The copy is the plain decimal a wallet reads whatever its language; the page shows it in its own.
  const copied = sats === undefined ? deposit.amount : formatUnits(sats, 8)
  const btc = sats === undefined ? deposit.amount : formatUnitsText(sats, 8)
  const copyAmount = t({ message: 'amount', comment: 'what the copy button copies: "Copy amount"' })
  const memo = deposit.memo
  return (
    <section className="swap-deposit">
      <h2>{t`Send your deposit`}</h2>
      <p>
        <Trans comment="<1/> is a button that copies the amount; the deposit address follows on the next line">
          Send exactly <strong data-testid="swap-deposit-amount">{btc}</strong> BTC{' '}
          <CopyButton text={copied} label={copyAmount} /> to
        </Trans>
      </p>
      <p className="swap-deposit-address">
        <code data-testid="swap-deposit-address">{deposit.address}</code>{' '}
        <CopyButton
          text={deposit.address}
          label={t({
            message: 'deposit address',
            comment: 'what the copy button copies: "Copy deposit address"',
          })}
        />
      </p>
      {memo ? (
        <p className="muted">
          <Trans comment="the memo the deposit carries">
            Reference: <code>{memo}</code>
          </Trans>
        </p>
      ) : null}
      <div className="swap-deposit-qr" data-testid="swap-deposit-qr">
        <AddressQr address={deposit.address} />
      </div>
      <p className="muted">
        {t`Another amount is refunded, not swapped. The swap fails if no deposit arrives in time.`}
      </p>
    </section>
  )
}
