import { t } from '@lingui/core/macro'
import type { Token } from '@outpoint/swap-client'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { useDebounced } from '../../components/useDebounced'
import { useNow } from '../../components/useNow'
import { formatDecimalText } from '../../format/number'
import { formatUnitsText } from '../../format/units'
import { analyticsEvents } from '../analytics/events'
import { useTrack } from '../analytics/useTrack'
import { ChainTokenPicker } from './ChainTokenPicker'
import { useSwapClients } from './clients'
import type { SwapChain } from './model/assets'
import type { QuoteRequest } from './model/quote'
import { isStale } from './model/quoteTiming'
import { QuoteView } from './QuoteView'
import { quoteQueryOptions } from './queries'
import { SwapErrorView } from './SwapErrorView'
import { useEvmAccount } from './useEvmAccount'
import { statusPath, useStartSwap } from './useStartSwap'
import { checkSwapForm, useSwapForm } from './useSwapForm'

/** The swap form: sides, amount, receiving address, the live quote, and the send button. */
export function SwapForm(props: { chains: readonly SwapChain[]; tokens: readonly Token[] }) {
  const clients = useSwapClients()
  const form = useSwapForm(props.chains, props.tokens)
  const { from, to, fromToken, fields, set } = form
  const account = useEvmAccount(from)
  // Ticks every second, so the send button turns off the moment the quote expires.
  useNow()
  const checked = checkSwapForm(form, account)
  const amountId = useId()
  const receiveId = useId()
  const refundId = useId()

  // The quote follows the form once the typing stops; a quote for older input is never sent.
  const key = checked.request ? JSON.stringify(checked.request) : ''
  const settledKey = useDebounced(key)
  const settled = settledKey ? (JSON.parse(settledKey) as QuoteRequest) : undefined
  const quote = useQuery({
    ...quoteQueryOptions(clients, settled ?? emptyRequest, fromToken?.decimals ?? 0),
    enabled: settled !== undefined && fromToken !== undefined,
  })
  const current = settledKey === key && key !== '' ? quote.data : undefined
  const swap = useStartSwap()
  const track = useTrack()
  // One quote event per request the user settled on, not one per refresh.
  const quoted = useRef('')
  const quotedFrom = current?.fromSymbol
  const quotedTo = current?.toSymbol
  useEffect(() => {
    if (quotedFrom === undefined || quotedTo === undefined || quoted.current === settledKey) return
    quoted.current = settledKey
    track(analyticsEvents.swapQuote, { from: quotedFrom, to: quotedTo })
  }, [quotedFrom, quotedTo, settledKey, track])
  const fromName = from?.name ?? ''
  const fromSymbol = fromToken?.symbol ?? '?'
  const toName = to?.name ?? '?'
  const balance =
    account.balance !== undefined && fromToken
      ? formatUnitsText(account.balance, fromToken.decimals)
      : ''
  const unpaidId = swap.unpaid?.record.id ?? ''
  const sendable =
    current !== undefined && !isStale(current.expiresAt, Date.now()) && swap.busy === undefined

  return (
    <form
      className="swap-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!current || !checked.request || !from || !to || !fromToken || !checked.amount?.ok)
          return
        void swap.start({
          request: checked.request,
          quote: current,
          from,
          to,
          fromToken,
          amount: checked.amount.value,
        })
      }}
    >
      <div className="swap-sides">
        <ChainTokenPicker
          side="from"
          chains={props.chains}
          chain={fields.fromSlug}
          tokens={form.fromTokens}
          token={fromToken?.address ?? ''}
          onChain={(slug) => set.chain('from', slug)}
          onToken={set.fromToken}
        />
        <button
          type="button"
          className="icon-button swap-reverse"
          aria-label={t`Swap the two sides`}
          onClick={set.reverse}
        >
          ⇄
        </button>
        <ChainTokenPicker
          side="to"
          chains={props.chains}
          chain={fields.toSlug}
          tokens={form.toTokens}
          token={form.toToken?.address ?? ''}
          onChain={(slug) => set.chain('to', slug)}
          onToken={set.toToken}
        />
      </div>
      {checked.needsWallet ? (
        <p className="swap-note" data-testid="swap-connect-wallet">
          {t`Connect a wallet with the Wallet button at the top to swap from ${fromName}: it sends the deposit.`}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={amountId}>{t`Amount (${fromSymbol})`}</label>
        <input
          id={amountId}
          data-testid="swap-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatDecimalText('0.01')}
          value={fields.amountText}
          aria-invalid={fields.amountText !== '' && checked.amount?.ok === false}
          onChange={(event) => set.amount(event.target.value)}
        />
        {from?.type === 'evm' && account.balance !== undefined && fromToken ? (
          <p className="muted">{t`Balance: ${balance} ${fromSymbol}`}</p>
        ) : null}
        {fields.amountText !== '' && checked.amount && !checked.amount.ok ? (
          <p className="field-error" data-testid="swap-amount-error">
            {checked.amount.error}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={receiveId}>{t`Receiving address on ${toName}`}</label>
        <input
          id={receiveId}
          data-testid="swap-receive-address"
          autoComplete="off"
          spellCheck={false}
          placeholder={to?.type === 'evm' ? '0x…' : 'bc1…'}
          value={fields.receiveText}
          aria-invalid={fields.receiveText !== '' && checked.receive?.ok === false}
          onChange={(event) => set.receive(event.target.value)}
        />
        {fields.receiveText !== '' && checked.receive && !checked.receive.ok ? (
          <p className="field-error" data-testid="swap-receive-address-error">
            {checked.receive.error}
          </p>
        ) : null}
      </div>
      {from?.type === 'bitcoin' ? (
        <div className="field">
          <label htmlFor={refundId}>{t`Refund address (Bitcoin, optional)`}</label>
          <input
            id={refundId}
            data-testid="swap-refund-address"
            autoComplete="off"
            spellCheck={false}
            value={fields.refundText}
            onChange={(event) => set.refund(event.target.value)}
          />
          {checked.refund && !checked.refund.ok ? (
            <p className="field-error">{checked.refund.error}</p>
          ) : null}
        </div>
      ) : null}
      {quote.isPending && quote.fetchStatus === 'fetching' ? (
        <p className="muted" aria-busy="true">
          {t`Getting a quote…`}
        </p>
      ) : null}
      {current ? <QuoteView quote={current} refreshing={quote.isFetching} /> : null}
      {quote.error && settled ? (
        <SwapErrorView
          failure={{
            action: current ? t`Refreshing the quote` : t`Getting a quote`,
            error: quote.error,
          }}
        />
      ) : null}
      {swap.failure ? <SwapErrorView failure={swap.failure} /> : null}
      {swap.unpaid ? (
        <p className="swap-note">
          {t`Swap ${unpaidId} is created but its deposit was not sent.`}{' '}
          <button
            type="button"
            className="button"
            data-testid="swap-retry-deposit"
            disabled={swap.busy !== undefined}
            onClick={() => swap.unpaid && void swap.payDeposit(swap.unpaid)}
          >
            {t`Send the deposit again`}
          </button>{' '}
          <Link to={statusPath(swap.unpaid.record.id)}>{t`See the swap`}</Link>
        </p>
      ) : null}
      <button type="submit" className="button" data-testid="swap-send" disabled={!sendable}>
        {swap.busy === 'order'
          ? t`Creating the swap…`
          : swap.busy === 'wallet'
            ? t`Confirm the deposit in your wallet…`
            : t({ message: 'Swap', context: 'button: send the swap' })}
      </button>
    </form>
  )
}

const emptyRequest: QuoteRequest = {
  fromChain: '',
  toChain: '',
  tokenSymbol: '',
  fromTokenAddress: '',
  toTokenSymbol: '',
  toTokenAddress: '',
  tokenAmount: '',
  fromUserAddress: '',
  toUserAddress: '',
}
