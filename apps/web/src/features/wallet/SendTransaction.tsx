import { parseAmount, parseRecipient, replacementText } from '@outpoint/wallet'
import { useId, useState } from 'react'
import type { Address, Chain } from 'viem'
import { useSendTransaction } from 'wagmi'
import { sendFormError } from './sendForm'
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
  const value = parseAmount(amount, {
    decimals,
    symbol,
    ...(balance === undefined ? {} : { balance }),
  })
  const error = tried ? sendFormError(recipient, value) : undefined

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
            onError: (failure) => report({ action: 'Sending', error: failure }),
          },
        )
      }}
    >
      <h3 className="wallet-heading">Send {symbol}</h3>
      <div className="field">
        <label htmlFor={toId}>Recipient address</label>
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
        <label htmlFor={amountId}>Amount ({symbol})</label>
        <input
          id={amountId}
          data-testid="wallet-send-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.1"
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
        {send.isPending ? 'Waiting for the wallet…' : 'Send'}
      </button>
      {followed ? (
        <div className="wallet-result" aria-live="polite">
          <p>
            Transaction <code className="wallet-hex">{followed.hash}</code>:{' '}
            <strong data-testid="wallet-tx-status">{followed.status}</strong>
          </p>
          {followed.reason ? (
            <p>
              The wallet replaced it (<span data-testid="wallet-tx-reason">{followed.reason}</span>
              ): {replacementText(followed.reason)}.
              {followed.status === 'replaced' ? ' Following the replacement…' : ''}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  )
}
