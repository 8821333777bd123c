import type { IssuedAsset } from '@outpoint/explorer-client'
import { fakeTxid } from '../features/transaction/test/txFixture'

/**
 * An issued asset as electrs sends it (registered: Tether USD, ticker USDt, precision 8), with any field
 * replaced by `overrides`.
 */
export const issuedAsset = (id: string, overrides: Partial<IssuedAsset> = {}): IssuedAsset => ({
  asset_id: id,
  issuance_txin: { txid: fakeTxid('01'), vin: 0 },
  issuance_prevout: { txid: fakeTxid('02'), vout: 0 },
  reissuance_token: fakeTxid('03'),
  contract_hash: fakeTxid('04'),
  status: {
    confirmed: true,
    block_height: 1035,
    block_hash: fakeTxid('05'),
    block_time: 1538390610,
  },
  // Whole stats and contract, as electrs sends them: the client checks every field at the door.
  chain_stats: {
    tx_count: 58,
    issuance_count: 21,
    issued_amount: 2_000_000_000_000_000,
    burned_amount: 0,
    has_blinded_issuances: false,
    reissuance_tokens: 100_000_000,
    burned_reissuance_tokens: 0,
  },
  mempool_stats: {
    tx_count: 0,
    issuance_count: 0,
    issued_amount: 0,
    burned_amount: 0,
    has_blinded_issuances: false,
    reissuance_tokens: null,
    burned_reissuance_tokens: 0,
  },
  contract: {
    entity: { domain: 'tether.to' },
    issuer_pubkey: `03${fakeTxid('06')}`,
    name: 'Tether USD',
    precision: 8,
    ticker: 'USDt',
    version: 0,
  },
  entity: { domain: 'tether.to' },
  ticker: 'USDt',
  name: 'Tether USD',
  precision: 8,
  ...overrides,
})
