import type { LiquidTransaction, Transaction, Vin, Vout } from '@outpoint/explorer-client'

/** A 64-hex id made of one repeated byte: `fakeTxid('ab')`. */
export const fakeTxid = (byte: string) => byte.repeat(32)

export function fakeVout(index: number, overrides: Partial<Vout> = {}): Vout {
  return {
    scriptpubkey: `0014${String(index).padStart(40, '0')}`,
    scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${String(index).padStart(40, '0')}`,
    scriptpubkey_type: 'v0_p2wpkh',
    scriptpubkey_address: `bc1qout${index}`,
    value: 1_000 + index,
    ...overrides,
  }
}

export function fakeVin(index: number, overrides: Partial<Vin> = {}): Vin {
  return {
    txid: fakeTxid('cd'),
    vout: index,
    prevout: fakeVout(index, { scriptpubkey_address: `bc1qin${index}`, value: 50_000 + index }),
    scriptsig: '',
    scriptsig_asm: '',
    witness: ['3044aa', '02bb'],
    is_coinbase: false,
    sequence: 0xfffffffd,
    ...overrides,
  }
}

/** A confirmed Bitcoin transaction with `outputs` outputs (two inputs), for tests. */
export function fakeTx(outputs = 2, overrides: Partial<Transaction> = {}): Transaction {
  return {
    txid: fakeTxid('ab'),
    version: 2,
    locktime: 0,
    size: 222,
    weight: 561,
    fee: 1_410,
    vin: [fakeVin(0), fakeVin(1)],
    vout: Array.from({ length: outputs }, (_, i) => fakeVout(i)),
    status: {
      confirmed: true,
      block_height: 900_000,
      block_hash: fakeTxid('0f'),
      block_time: 1_700_000_000,
    },
    ...overrides,
  }
}

/** A Liquid transaction: a peg-in input, a confidential output, a peg-out and the explicit fee output. */
export function fakeLiquidTx(nativeAsset: string): LiquidTransaction {
  const base = fakeTx(0)
  return {
    ...base,
    vin: [{ ...fakeVin(0), prevout: null, is_pegin: true }],
    vout: [
      {
        scriptpubkey: '0014aa',
        scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 aa',
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: 'ex1qconfidential',
        valuecommitment: `08${'11'.repeat(32)}`,
        assetcommitment: `0a${'22'.repeat(32)}`,
      },
      {
        scriptpubkey: '6a',
        scriptpubkey_asm: 'OP_RETURN',
        scriptpubkey_type: 'op_return',
        value: 20_000,
        asset: nativeAsset,
        pegout: {
          genesis_hash: fakeTxid('00'),
          scriptpubkey: '0014bb',
          scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 bb',
          scriptpubkey_address: 'bc1qpegoutdestination',
        },
      },
      {
        scriptpubkey: '',
        scriptpubkey_asm: '',
        scriptpubkey_type: 'fee',
        value: 250,
        asset: nativeAsset,
      },
    ],
  }
}
