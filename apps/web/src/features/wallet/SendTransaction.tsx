import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { parseRecipient } from '@outpoint/wallet'
import { useId, useState } from 'react'
import type { Address, Chain } from 'viem'
import { useSendTransaction } from 'wagmi'
import { formatDecimalText } from '../../format/number'
import { sendFormError } from './sendForm'
import { replacementDescription, replacementReasonText, txStatusText } from './txText'
import { parseTypedAmount } from './typedAmount'
import { useFollowTransaction } from './useFollowTransaction'
import type { RecentTransactions } from './useRecentTransactions'
import type { ReportFailure } from './WalletError'

interface Props {
  address: Address
  chain: Chain
  /** The account's native balance when known: larger amounts are refused before the wallet is asked. */
  balance: bigint | undefined
  recent: RecentTransactions
  report: ReportFailure
}

/** Sends the chain's native token to a checked address and follows the transaction to its receipt. */
export function SendTransaction({ address, chain, balance, recent, report }: Props) {
  const toId = useId()
  const amountId = useId()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  // Messages appear after the first attempt, then follow the typing.
  const [tried, setTried] = useState(false)
  const send = useSendTransaction()
  const { followed, follow } = useFollowTransaction(recent.record, report)
  const { decimals, symbol } = chain.nativeCurrency
  const recipient = parseRecipient(to)
  const value = parseTypedAmount(amount, {
    decimals,
    symbol,
    ...(balance === undefined ? {} : { balance }),
  })
  const error = tried ? sendFormError(recipient, value) : undefined
  const hash = followed?.hash
  const status = followed ? txStatusText(followed.status) : ''
  const reason = followed?.reason
  const reasonText = reason ? replacementReasonText(reason) : ''
  const replacement = reason ? replacementDescription(reason) : ''

  return (
    <form
      className="wallet-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (!recipient.ok || !value.ok) return
        report(undefined)
        const request = { to: recipient.address, value: value.value, chainId: chain.id }
        send.mutate(
          { ...request, account: address },
          {
            onSuccess: (hash) => void follow({ ...request, hash, from: address }),
            onError: (failure) => report({ action: t`Sending`, error: failure }),
          },
        )
      }}
    >
      <h3 className="wallet-heading">{t`Send ${symbol}`}</h3>
      <div className="field">
        <label htmlFor={toId}>{t`Recipient address`}</label>
        <input
          id={toId}
          data-testid="wallet-send-to"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={to}
          aria-invalid={tried && !recipient.ok}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={amountId}>{t`Amount (${symbol})`}</label>
        <input
          id={amountId}
          data-testid="wallet-send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatDecimalText('0.1')}
          value={amount}
          aria-invalid={tried && !value.ok}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert" data-testid="wallet-send-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" data-testid="wallet-send" disabled={send.isPending}>
        {send.isPending ? t`Waiting for the wallet…` : t({ message: 'Send', context: 'button' })}
      </button>
      {followed ? (
        <div className="wallet-result" aria-live="polite">
          <p>
            <Trans comment="the transaction hash and its status">
              Transaction <code className="wallet-hex">{hash}</code>:{' '}
              <strong data-testid="wallet-tx-status">{status}</strong>
            </Trans>
          </p>
          {reason ? (
            <p>
              <Trans comment="reasonText: repriced, cancelled or replaced; replacement: what the replacement did">
                The wallet replaced it (<span data-testid="wallet-tx-reason">{reasonText}</span>):{' '}
                {replacement}.
              </Trans>
              {followed.status === 'replaced' ? ` ${t`Following the replacement…`}` : ''}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
