// Type tests: checked by `tsc --noEmit` (npm run typecheck), never run. The types carry logic here: the
// network a client is created for decides which wire types its actions return and which actions it takes.
import { expectTypeOf } from 'vitest'
import { getAddress, getAddressUtxos } from './actions/addresses.js'
import { getAsset, getAssetTransactions } from './actions/assets.js'
import { getBlockTransactions } from './actions/blocks.js'
import { getLightningNode } from './actions/lightning.js'
import { getTransaction } from './actions/transactions.js'
import { createExplorerClient, type ExplorerClient } from './client.js'
import type { AddressInfo, LiquidAddressInfo, LiquidUtxo, Utxo } from './wire/address.js'
import type { Asset } from './wire/asset.js'
import type { LiquidTransaction } from './wire/liquid.js'
import type { Transaction } from './wire/transaction.js'

const bitcoin = createExplorerClient()
const signet = createExplorerClient({ network: 'signet' })
const liquid = createExplorerClient({ network: 'liquid' })
const liquidTestnet = createExplorerClient({ chain: 'liquid', network: 'testnet' })
const txid = '00'.repeat(32)

expectTypeOf(bitcoin.network).toEqualTypeOf<'main'>()
expectTypeOf(signet.network).toEqualTypeOf<'signet'>()
expectTypeOf(liquid.chain).toEqualTypeOf<'liquid'>()
expectTypeOf(liquidTestnet.network).toEqualTypeOf<'liquidtestnet'>()
expectTypeOf(createExplorerClient({ chain: 'liquid' }).network).toEqualTypeOf<'liquid'>()

// Bitcoin and Liquid transactions are different types.
expectTypeOf(getTransaction(bitcoin, { txid })).resolves.toEqualTypeOf<Transaction>()
expectTypeOf(getTransaction(liquidTestnet, { txid })).resolves.toEqualTypeOf<LiquidTransaction>()
expectTypeOf(getBlockTransactions(liquid, { hash: txid })).resolves.toEqualTypeOf<
  LiquidTransaction[]
>()
expectTypeOf<Transaction['vout'][number]['value']>().toEqualTypeOf<number>()
expectTypeOf<LiquidTransaction['vout'][number]['value']>().toEqualTypeOf<number | undefined>()

// A client whose network is only known at run time gets the union, and must narrow it.
declare const any: ExplorerClient
expectTypeOf(getTransaction(any, { txid })).resolves.toEqualTypeOf<
  Transaction | LiquidTransaction
>()

// Liquid address stats have no sums (amounts may be confidential); UTXO values may be commitments.
expectTypeOf(getAddress(signet, { address: 'x' })).resolves.toEqualTypeOf<AddressInfo>()
expectTypeOf(getAddress(liquid, { address: 'x' })).resolves.toEqualTypeOf<LiquidAddressInfo>()
expectTypeOf(getAddressUtxos(bitcoin, { address: 'x' })).resolves.toEqualTypeOf<Utxo[]>()
expectTypeOf(getAddressUtxos(liquid, { address: 'x' })).resolves.toEqualTypeOf<LiquidUtxo[]>()

// Assets exist only on Liquid; Lightning only on Bitcoin networks.
expectTypeOf(getAsset(liquid, { assetId: txid })).resolves.toEqualTypeOf<Asset>()
// @ts-expect-error a Bitcoin client has no assets
void getAsset(bitcoin, { assetId: txid })
// @ts-expect-error a Bitcoin client has no asset transactions
void getAssetTransactions(signet, { assetId: txid })
// @ts-expect-error Lightning runs on Bitcoin networks only
void getLightningNode(liquid, { publicKey: `02${txid}` })
void getLightningNode(signet, { publicKey: `02${txid}` })

// @ts-expect-error not a network
void createExplorerClient({ network: 'mainnet' })
