import { t } from '@lingui/core/macro'
import { decodeAddress } from '@outpoint/explorer-client'
import { sendTransfer } from '@outpoint/swap-client'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useConnection, useSendTransaction, useSwitchChain } from 'wagmi'
import { browserStorage } from '../../app/browserStorage'
import { analyticsEvents } from '../analytics/events'
import { useTrack } from '../analytics/useTrack'
import { useSwapClients } from './clients'
import type { SwapChain, SwapToken } from './model/assets'
import { type EvmDeposit, readBtcDeposit, readEvmDeposit } from './model/deposit'
import { type SwapRecord, saveSwap } from './model/history'
import type { QuoteRequest, SwapQuote } from './model/quote'
import { isStale } from './model/quoteTiming'
import { unwrap } from './model/serviceError'
import type { SwapFailure } from './SwapErrorView'

/** Everything the form settled on: what the order is made of. */
export interface SwapPlan {
  request: QuoteRequest
  quote: SwapQuote
  from: SwapChain
  to: SwapChain
  fromToken: SwapToken
  amount: bigint
}

/** An order the service made whose EVM deposit the wallet has not sent yet (refused, or failed). */
interface UnpaidOrder {
  record: SwapRecord
  deposit: EvmDeposit
  chainId: number
}

export const statusPath = (id: string) => `/swap/${encodeURIComponent(id)}`

const readId = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^[\w-]{1,64}$/.test(value))
    ? String(value)
    : undefined

/**
 * Starts a swap: the order from the service (never on a stale quote), then the deposit. A BTC deposit is
 * the user's to make (the status page shows how); an EVM deposit is sent by the connected wallet here.
 * A refused or failed wallet step keeps the order, so the deposit can be sent again without a new one.
 */
export function useStartSwap() {
  const clients = useSwapClients()
  const navigate = useNavigate()
  const track = useTrack()
  const { chainId: walletChainId } = useConnection()
  const switchChain = useSwitchChain()
  const sendTransaction = useSendTransaction()
  const [failure, setFailure] = useState<SwapFailure | undefined>(undefined)
  const [busy, setBusy] = useState<'order' | 'wallet' | undefined>(undefined)
  const [unpaid, setUnpaid] = useState<UnpaidOrder | undefined>(undefined)

  const payDeposit = async ({ record, deposit, chainId }: UnpaidOrder) => {
    setBusy('wallet')
    setFailure(undefined)
    setUnpaid(undefined)
    try {
      if (walletChainId !== chainId) await switchChain.mutateAsync({ chainId })
      const hash = await sendTransaction.mutateAsync({ ...deposit, chainId })
      saveSwap(browserStorage(), { ...record, depositTx: hash })
      navigate(statusPath(record.id))
    } catch (error) {
      setUnpaid({ record, deposit, chainId })
      setFailure({ action: t`Sending the deposit from your wallet`, error, source: 'wallet' })
    } finally {
      setBusy(undefined)
    }
  }

  const start = async (plan: SwapPlan) => {
    const { request, quote, from, to, fromToken, amount } = plan
    setFailure(undefined)
    setUnpaid(undefined)
    if (isStale(quote.expiresAt, Date.now())) {
      setFailure({
        action: t`Sending the swap`,
        error: new Error(
          t`The quote expired before it was sent. Wait for the new quote, then send.`,
        ),
      })
      return
    }
    setBusy('order')
    let answer: Awaited<ReturnType<typeof sendTransfer>>['data']
    try {
      answer = unwrap(
        await sendTransfer(clients.swap, {
          ...request,
          route: quote.route,
          integration: quote.integration,
        }),
      )
    } catch (error) {
      setBusy(undefined)
      setFailure({ action: t`Creating the swap`, error, source: 'service' })
      return
    }
    setBusy(undefined)
    track(analyticsEvents.swapSend, { from: request.tokenSymbol, to: request.toTokenSymbol })
    const id = readId(answer?.id)
    if (!id) {
      setFailure({
        action: t`Creating the swap`,
        error: new Error(t`The swap service sent no usable swap id. Nothing was sent; try again.`),
      })
      return
    }
    const record: SwapRecord = {
      id,
      fromChain: from.name,
      toChain: to.name,
      fromSymbol: request.tokenSymbol,
      toSymbol: request.toTokenSymbol,
      amount: amount.toString(),
      fromDecimals: fromToken.decimals,
      receiveAddress: request.toUserAddress,
      time: Date.now(),
    }
    if (from.type === 'bitcoin') {
      const deposit = readBtcDeposit(answer.tx, amount, (text) => !!decodeAddress(text, 'main'))
      if (!deposit.ok) {
        setFailure({ action: t`Creating the swap`, error: new Error(deposit.error) })
        return
      }
      saveSwap(browserStorage(), { ...record, deposit: deposit.value })
      navigate(statusPath(id))
      return
    }
    const deposit = readEvmDeposit(answer.tx, amount)
    if (!deposit.ok || from.id === undefined) {
      setFailure({
        action: t`Creating the swap`,
        error: new Error(deposit.ok ? t`The source chain has no chain id.` : deposit.error),
      })
      return
    }
    saveSwap(browserStorage(), record)
    await payDeposit({ record, deposit: deposit.value, chainId: from.id })
  }

  return { start, payDeposit, failure, busy, unpaid }
}
