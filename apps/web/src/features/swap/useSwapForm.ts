import type { Token } from '@outpoint/swap-client'
import { useState } from 'react'
import { type SwapChain, tokensOf } from './model/assets'
import type { QuoteRequest } from './model/quote'
import { checkAmount, checkReceiveAddress } from './model/validate'
import type { EvmAccount } from './useEvmAccount'

/** A BTC deposit below dust cannot be paid by any wallet. */
const btcDustSats = 546n

/** The form's fields and what they add up to: each field's check and, once all pass, the quote request. */
export function useSwapForm(chains: readonly SwapChain[], tokenList: readonly Token[]) {
  const [fromSlug, setFromSlug] = useState(() => chains[0]?.slug ?? '')
  const [toSlug, setToSlug] = useState(
    () => chains.find((chain) => chain.slug !== chains[0]?.slug)?.slug ?? '',
  )
  const [fromTokenAddress, setFromToken] = useState('')
  const [toTokenAddress, setToToken] = useState('')
  const [amountText, setAmount] = useState('')
  const [receiveText, setReceive] = useState('')
  const [refundText, setRefund] = useState('')

  const from = chains.find((chain) => chain.slug === fromSlug)
  const to = chains.find((chain) => chain.slug === toSlug)
  const fromTokens = tokensOf(tokenList, fromSlug)
  const toTokens = tokensOf(tokenList, toSlug)
  const fromToken = fromTokens.find((t) => t.address === fromTokenAddress) ?? fromTokens[0]
  const toToken = toTokens.find((t) => t.address === toTokenAddress) ?? toTokens[0]

  const setChain = (side: 'from' | 'to', slug: string) => {
    // Picking the other side's chain swaps the two, so both sides never name one chain.
    const other = side === 'from' ? toSlug : fromSlug
    const previous = side === 'from' ? fromSlug : toSlug
    if (side === 'from') setFromSlug(slug)
    else setToSlug(slug)
    if (slug === other) (side === 'from' ? setToSlug : setFromSlug)(previous)
    setFromToken('')
    setToToken('')
  }

  return {
    fields: { fromSlug, toSlug, amountText, receiveText, refundText },
    set: {
      chain: setChain,
      fromToken: setFromToken,
      toToken: setToToken,
      amount: setAmount,
      receive: setReceive,
      refund: setRefund,
      reverse: () => setChain('from', toSlug),
    },
    from,
    to,
    fromTokens,
    toTokens,
    fromToken,
    toToken,
  }
}

export type SwapFormState = ReturnType<typeof useSwapForm>

/** Each field checked; the quote request once every check passes (the wallet's account for an EVM source). */
export function checkSwapForm(form: SwapFormState, account: EvmAccount) {
  const { from, to, fromToken, toToken, fields } = form
  const amount = fromToken
    ? checkAmount(fields.amountText, {
        decimals: fromToken.decimals,
        symbol: fromToken.symbol,
        balance: from?.type === 'evm' ? account.balance : undefined,
        minimum: from?.type === 'bitcoin' ? btcDustSats : undefined,
      })
    : undefined
  const receive = to ? checkReceiveAddress(fields.receiveText, to.type) : undefined
  const refund =
    from?.type === 'bitcoin' && fields.refundText.trim() !== ''
      ? checkReceiveAddress(fields.refundText, 'bitcoin')
      : undefined
  const needsWallet = from?.type === 'evm' && account.address === undefined
  const fromUser =
    from?.type === 'evm' ? account.address : refund?.ok ? refund.value : refund ? undefined : ''
  const request: QuoteRequest | undefined =
    from && to && fromToken && toToken && amount?.ok && receive?.ok && fromUser !== undefined
      ? {
          fromChain: from.slug,
          toChain: to.slug,
          tokenSymbol: fromToken.symbol,
          fromTokenAddress: fromToken.address,
          toTokenSymbol: toToken.symbol,
          toTokenAddress: toToken.address,
          tokenAmount: amount.value.toString(),
          fromUserAddress: fromUser,
          toUserAddress: receive.value,
        }
      : undefined
  return { amount, receive, refund, needsWallet, request }
}
