// Reads and checks the order parameters that quote and send share. Everything here comes from the
// network: each field is checked before it is used.

import { convert, feeOf, type Pricing } from './amounts.js'
import { type ChainSlug, decimals, isChainSlug, nativeAddress, symbols } from './assets.js'

export interface Order {
  from: ChainSlug
  to: ChainSlug
  amount: bigint
  fee: bigint
  payout: bigint
  fromUserAddress: string
  toUserAddress: string
}

export interface AddressChecks {
  isAddress(chain: ChainSlug, address: string): boolean
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/** The faucet pays from 546 sats (dust) to 10 BTC: BTC payouts must fit between. */
const minSats = 546n
const maxSats = 1_000_000_000n

function text(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Checks an order's fields (from a quote's query or a send's body) and prices it. */
export function readOrder(
  source: Record<string, unknown>,
  pricing: Pricing,
  addresses: AddressChecks,
): Checked<Order> {
  const required = [
    'fromChain',
    'toChain',
    'tokenSymbol',
    'toTokenSymbol',
    'fromTokenAddress',
    'toTokenAddress',
    'tokenAmount',
    'toUserAddress',
  ]
  const missing = required.filter((name) => text(source, name) === undefined)
  if (missing.length > 0) return { ok: false, error: `Missing ${missing.join(', ')}.` }
  const from = text(source, 'fromChain') ?? ''
  const to = text(source, 'toChain') ?? ''
  if (!isChainSlug(from) || !isChainSlug(to)) {
    return { ok: false, error: 'Unknown chain: this service swaps between "bitcoin" and "anvil".' }
  }
  if (from === to) return { ok: false, error: 'fromChain and toChain must differ.' }
  const tokenProblem =
    tokenError(source, from, 'tokenSymbol', 'fromTokenAddress') ??
    tokenError(source, to, 'toTokenSymbol', 'toTokenAddress')
  if (tokenProblem) return { ok: false, error: tokenProblem }
  const amountText = text(source, 'tokenAmount') ?? ''
  if (!/^\d{1,40}$/.test(amountText) || BigInt(amountText) === 0n) {
    return {
      ok: false,
      error: `tokenAmount must be a positive integer of ${symbols[from]}'s smallest unit.`,
    }
  }
  const toUserAddress = text(source, 'toUserAddress') ?? ''
  if (!addresses.isAddress(to, toUserAddress)) {
    return {
      ok: false,
      error: `toUserAddress is not an address of ${to === 'bitcoin' ? "simnet's main chain" : 'the anvil chain'}.`,
    }
  }
  const fromUserAddress = text(source, 'fromUserAddress') ?? ''
  if (from === 'anvil' && !addresses.isAddress('anvil', fromUserAddress)) {
    return { ok: false, error: 'fromUserAddress must be the EVM account that sends the deposit.' }
  }
  const amount = BigInt(amountText)
  const payout = convert(from, amount, pricing)
  const limit = payoutLimitError(to, payout)
  if (limit) return { ok: false, error: limit }
  return {
    ok: true,
    value: {
      from,
      to,
      amount,
      fee: feeOf(amount, pricing.feeBps),
      payout,
      fromUserAddress,
      toUserAddress,
    },
  }
}

function tokenError(
  source: Record<string, unknown>,
  chain: ChainSlug,
  symbolField: string,
  addressField: string,
): string | undefined {
  const symbol = text(source, symbolField) ?? ''
  const address = text(source, addressField) ?? ''
  if (symbol.toUpperCase() !== symbols[chain] || address.toLowerCase() !== nativeAddress[chain]) {
    return `${symbolField}/${addressField}: the only token on ${chain} is ${symbols[chain]} at ${nativeAddress[chain]}.`
  }
  return undefined
}

function payoutLimitError(to: ChainSlug, payout: bigint): string | undefined {
  if (to === 'bitcoin' && payout < minSats) {
    return `Amount too small: the BTC payout would be ${payout} sats, under the ${minSats} sats minimum.`
  }
  if (to === 'bitcoin' && payout > maxSats) {
    return `Amount too large: the BTC payout would be over ${maxSats} sats (10 BTC), this service's maximum.`
  }
  if (payout === 0n)
    return `Amount too small: it buys no ${symbols[to]} (${decimals[to]} decimals).`
  return undefined
}
