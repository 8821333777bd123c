import { bytesToHex } from '@outpoint/explorer-client/tx'
import { compactSizeHex } from './bytes'

// Writing PSBTs for the tests: key-value entries, maps and witness stacks, in hex (BIP 174's layout).

/** A key-value entry: length-prefixed key, length-prefixed value. */
export const kv = (key: string, value: string) =>
  compactSizeHex(key.length / 2) + key + compactSizeHex(value.length / 2) + value

/** A map: its entries and the 0x00 separator. */
export const map = (...entries: string[]) => `${entries.join('')}00`

/** A witness stack: the item count, then each item length-prefixed. */
export const stack = (...items: string[]) =>
  compactSizeHex(items.length) + items.map((i) => compactSizeHex(i.length / 2) + i).join('')

export const base64ToHex = (text: string) =>
  bytesToHex(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))

export const hexToBase64 = (hex: string) =>
  btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((b) => Number.parseInt(b, 16))))

/** BIP 174's P2PKH case's unsigned transaction: one input (f61b17…:0), outputs of 99,999,699 and 100,000,000 sats. */
export const unsignedP2pkh =
  '0200000001268171371edff285e937adeea4b37b78000c0566cbb3ad64641713ca42171bf60000000000feffffff02d3dff505000000001976a914d0c59903c5bac2868760e90fd521a4665aa7652088ac00e1f5050000000017a9143545e6e33b832c47050f24d3eeb93c9c03948bc787b32e1300'

/** A PSBT of {@link unsignedP2pkh} with these entries in its input map and empty output maps. */
export const p2pkhPsbt = (...inputMap: string[]) =>
  `70736274ff${map(kv('00', unsignedP2pkh))}${map(...inputMap)}${map()}${map()}`
