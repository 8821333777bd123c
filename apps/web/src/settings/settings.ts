import { type Network, type PriceCurrency, priceCurrencies } from '@outpoint/explorer-client'
import { isNetwork } from '../app/networks'
import { type LocaleCode, localeCodes } from '../i18n/locales'
import { checkHost } from './checkHost'

export type Unit = 'btc' | 'sats'
export type Theme = 'dark' | 'light'
export type TimeZoneMode = 'local' | 'utc'
/** The currency of the fiat values beside amounts, one the service prices in; or none. */
export type FiatChoice = PriceCurrency | 'none'
/** How fee rates and virtual sizes read: sat/vB and vB, or sat/WU and weight units (a vbyte is 4 WU). */
export type RateUnit = 'vB' | 'WU'

export interface Settings {
  /** The network last chosen: `/` opens it when the app starts. */
  network: Network
  /** Data-service host (`mempool.space`, `umbrel.local:3006`); empty: the server's choice. */
  host: string
  unit: Unit
  theme: Theme
  time: TimeZoneMode
  currency: FiatChoice
  rateUnit: RateUnit
  /** The page's language when its URL has no language prefix; `auto`: the browser's. */
  language: LocaleCode | 'auto'
}

export const settingsKey = 'outpoint.settings'

export const defaultSettings: Settings = {
  network: 'main',
  host: '',
  unit: 'btc',
  theme: 'dark',
  time: 'local',
  currency: 'USD',
  rateUnit: 'vB',
  language: 'auto',
}

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback

/**
 * Settings from stored text. Storage can hold anything (an older version, another app, a hand edit): each
 * field is checked and a bad one falls back to its default without losing the others.
 */
export function parseSettings(text: string | null): Settings {
  let stored: Record<string, unknown> = {}
  try {
    const value: unknown = text === null ? {} : JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      stored = value as Record<string, unknown>
    }
  } catch {
    // Unreadable: defaults.
  }
  const d = defaultSettings
  return {
    network: isNetwork(stored.network) ? stored.network : d.network,
    host: storedHost(stored.host) ?? d.host,
    unit: pick(stored.unit, ['btc', 'sats'], d.unit),
    theme: pick(stored.theme, ['dark', 'light'], d.theme),
    time: pick(stored.time, ['local', 'utc'], d.time),
    currency: pick(stored.currency, [...priceCurrencies, 'none'], d.currency),
    rateUnit: pick(stored.rateUnit, ['vB', 'WU'], d.rateUnit),
    language: pick(stored.language, [...localeCodes, 'auto'], d.language),
  }
}

/** A stored host as the settings form would take it; anything else (corrupt or old storage) is dropped. */
function storedHost(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const checked = checkHost(value)
  return 'host' in checked ? checked.host : undefined
}
