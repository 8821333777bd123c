import { sha256 } from '@noble/hashes/sha2'
import { createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'

const base58check = createBase58check(sha256)

/** The script an extended public key's prefix implies (SLIP-132); `xpub`/`tpub` say nothing. */
export type KeyScript = 'pkh' | 'sh-wpkh' | 'wpkh' | undefined

interface Slip132 {
  prefix: string
  test: boolean
  script: KeyScript
  /** A private key, or a multisig prefix (Ypub/Zpub) this page does not read. */
  refused?: 'private' | 'multisig'
}

/** SLIP-132's version bytes (the first four bytes of the decoded key). */
const VERSIONS: Record<number, Slip132> = {
  76067358: { prefix: 'xpub', test: false, script: undefined },
  77429938: { prefix: 'ypub', test: false, script: 'sh-wpkh' },
  78792518: { prefix: 'zpub', test: false, script: 'wpkh' },
  70617039: { prefix: 'tpub', test: true, script: undefined },
  71979618: { prefix: 'upub', test: true, script: 'sh-wpkh' },
  73342198: { prefix: 'vpub', test: true, script: 'wpkh' },
  43365439: { prefix: 'Ypub', test: false, script: undefined, refused: 'multisig' },
  44728019: { prefix: 'Zpub', test: false, script: undefined, refused: 'multisig' },
  37915119: { prefix: 'Upub', test: true, script: undefined, refused: 'multisig' },
  39277699: { prefix: 'Vpub', test: true, script: undefined, refused: 'multisig' },
  76066276: { prefix: 'xprv', test: false, script: undefined, refused: 'private' },
  70615956: { prefix: 'tprv', test: true, script: undefined, refused: 'private' },
  77428856: { prefix: 'yprv', test: false, script: undefined, refused: 'private' },
  78791436: { prefix: 'zprv', test: false, script: undefined, refused: 'private' },
  71978536: { prefix: 'uprv', test: true, script: undefined, refused: 'private' },
  73341116: { prefix: 'vprv', test: true, script: undefined, refused: 'private' },
}

const XPUB = 0x0488b21e
const TPUB = 0x043587cf

export type KeyProblem =
  | { kind: 'not-base58' }
  | { kind: 'bad-length'; length: number }
  | { kind: 'unknown-version'; version: string }
  | { kind: 'private'; prefix: string }
  | { kind: 'multisig'; prefix: string }
  | { kind: 'bad-point' }

export interface ExtendedKey {
  key: HDKey
  /** As pasted: xpub, ypub, vpub… */
  prefix: string
  test: boolean
  script: KeyScript
}

/** Reads a pasted extended public key of any SLIP-132 prefix, or says what is wrong with it. */
export function readExtendedKey(text: string): ExtendedKey | KeyProblem {
  let bytes: Uint8Array
  try {
    bytes = base58check.decode(text)
  } catch {
    return { kind: 'not-base58' }
  }
  if (bytes.length !== 78) return { kind: 'bad-length', length: bytes.length }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const version = view.getUint32(0)
  const known = VERSIONS[version]
  if (!known) return { kind: 'unknown-version', version: version.toString(16).padStart(8, '0') }
  if (known.refused) return { kind: known.refused, prefix: known.prefix }
  // Rewritten to plain xpub/tpub bytes: HDKey reads the key by one pair of versions.
  const plain = bytes.slice()
  new DataView(plain.buffer).setUint32(0, known.test ? TPUB : XPUB)
  try {
    const key = HDKey.fromExtendedKey(base58check.encode(plain), {
      public: known.test ? TPUB : XPUB,
      private: known.test ? 0x04358394 : 0x0488ade4,
    })
    return { key, prefix: known.prefix, test: known.test, script: known.script }
  } catch {
    return { kind: 'bad-point' }
  }
}

export function isKeyProblem(value: ExtendedKey | KeyProblem): value is KeyProblem {
  return 'kind' in value
}
