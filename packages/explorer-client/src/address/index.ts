// Entry of `@outpoint/explorer-client/address`: the building blocks of the address codecs, for simnet, which
// encodes the addresses the client decodes (one base58 alphabet, bech32 charset and blech32 checksum for
// both), and the script of a confidential address, for the app's watch-list. Kept apart from the package
// entry, which apps import (they decode with `decodeAddress`), so none of it weighs on the client's budget.
export { ALPHABET as base58Alphabet, decodeBase58Check } from './base58.js'
export { CHARSET as bech32Charset, convertBits, expandHrp } from './bech32.js'
export {
  BLECH32M_CONST as blech32mConstant,
  blech32Polymod,
  decodeConfidentialSegwit,
} from './blech32.js'
export { confidentialScriptPubKey } from './confidential.js'
