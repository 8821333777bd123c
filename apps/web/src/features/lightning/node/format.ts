import { t } from '@lingui/core/macro'
import type { LocalisedName } from '@outpoint/explorer-client'
import { formatDecimal, formatInteger } from '../../../format/number'

/** English name of a place, or the first language the service gave. */
export function placeName(name: LocalisedName | null | undefined): string | undefined {
  if (!name) return undefined
  return name.en ?? Object.values(name)[0]
}

/** A node's place as "City, Subdivision, Country", leaving out what is unknown or repeated. */
export function placeOf(node: {
  city: LocalisedName | null
  subdivision: LocalisedName | null
  country: LocalisedName | null
}): string | undefined {
  const parts = [placeName(node.city), placeName(node.subdivision), placeName(node.country)]
  const seen: string[] = []
  for (const part of parts) if (part && !seen.includes(part)) seen.push(part)
  return seen.length > 0 ? seen.join(', ') : undefined
}

/** `host:port` entries of a node's comma-separated socket list, each with how it is reached. */
export function socketsOf(sockets: string): { address: string; network: 'Tor' | 'clearnet' }[] {
  return sockets
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((address) => ({
      address,
      network: /\.onion(:\d+)?$/i.test(address) ? 'Tor' : 'clearnet',
    }))
}

/** The string a wallet takes to connect: `pubkey@host:port`, clearnet first; the key alone without one. */
export function connectString(publicKey: string, sockets: string): string {
  const list = socketsOf(sockets)
  const first = list.find((s) => s.network === 'clearnet') ?? list[0]
  return first ? `${publicKey}@${first.address}` : publicKey
}

/** A colour the service gave, if it is `#rrggbb`; anything else is not put into a style. */
export function safeColor(color: string): string | undefined {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : undefined
}

/** Millisatoshis as sats (a policy's base fee and HTLC limits): `1,000 sat`, `0.5 sat`. */
export function formatMsat(msat: number): string {
  return `${formatDecimal(msat / 1000, 3)} sat`
}

export function formatPpm(ppm: number): string {
  return `${formatInteger(ppm)} ppm`
}

/** Mempool's closing reasons: how a closed channel ended. */
export function closingReasonText(reason: number | null): string | undefined {
  switch (reason) {
    case 1:
      return t`Mutually closed`
    case 2:
      return t`Force closed`
    case 3:
      return t`Force closed with penalty`
    case null:
      return undefined
    default:
      return t`Closed, reason unknown`
  }
}

export function channelStatusText(status: number): string {
  return status === 1
    ? t({ message: 'Active', context: 'channel status' })
    : status === 2
      ? t({ message: 'Closed', context: 'channel status' })
      : t({ message: 'Inactive', context: 'channel status' })
}
