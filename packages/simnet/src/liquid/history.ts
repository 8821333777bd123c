import { outputScript } from '../bitcoin/script.js'
import type { Chain } from '../chain/chain.js'
import { parentCanFund } from '../federation/deposits.js'
import {
  historyPayouts,
  type PlannedPegout,
  pegoutSchedule,
  recordHistoryPayouts,
} from '../federation/history-pegouts.js'
import { parentLink } from '../federation/parent.js'
import { createRng, type Rng } from '../rng.js'
import { assetTransfer, burn, issue, nativeTransfer, pegIn, pegOut, reissue } from './activity.js'
import { confidentialAddress, scriptAddress } from './address.js'
import { concatBytes, hex } from './bytes.js'
import { LiquidChain } from './chain.js'
import { contractHash } from './issuance.js'
import { mineBlock } from './miner.js'
import { blockInterval, type LiquidParams } from './params.js'
import { registryAssets } from './registry.js'
import type { LiquidSim, RegisteredAsset } from './state.js'
import { activity } from './traffic.js'
import type { LiquidTxRecord } from './types.js'
import { LiquidWallet } from './wallet.js'

/** Blocks at the start of the history whose peg-ins fund the simulated users. */
const fundingBlocks = 5
/** Where the registry assets are issued: block index of the first, then one every few blocks. */
const registryStart = 6
const registrySpacing = 4

/** How much of each registry asset its issuer mints first, and whether it keeps a reissuance token. */
const initialIssue: Record<string, { amount: number; tokens: number }> = {
  USDt: { amount: 500_000_000_000_000, tokens: 1 }, // 5,000,000.00000000
  LCAD: { amount: 100_000_000_000_000, tokens: 1 }, // 1,000,000.00000000
  AUDL: { amount: 50_000_000, tokens: 1 }, // 500,000.00
  JPYS: { amount: 100_000_000, tokens: 0 }, // 100,000,000 yen, never reissued
}

const blindingKey = (rng: Rng): Uint8Array =>
  concatBytes(Uint8Array.of(rng.chance(0.5) ? 2 : 3), rng.bytes(32))

/** Issues the registry assets, the recorded outpoints on Liquid (hence the real ids), fresh coins elsewhere. */
function registryIssuance(sim: LiquidSim, time: number, index: number): LiquidTxRecord | undefined {
  const entry = registryAssets[index]
  if (!entry) return undefined
  const plan = initialIssue[entry.contract.ticker] ?? { amount: 1_000_000, tokens: 0 }
  const issued = issue(sim, time, {
    contractHash: contractHash(entry.contract),
    amount: plan.amount,
    tokens: plan.tokens,
    blindedAmount: false,
    blindedTokens: false,
    precision: entry.contract.precision,
    ...(sim.name === 'liquid' ? { prevout: entry.issuancePrevout } : {}),
  })
  if (!issued) throw new Error(`could not issue ${entry.contract.ticker}`)
  if (sim.name === 'liquid' && issued.asset.asset !== entry.assetId) {
    throw new Error(
      `${entry.contract.ticker} issued as ${issued.asset.asset}, not ${entry.assetId}`,
    )
  }
  sim.registry.push({ assetId: issued.asset.asset, contract: entry.contract, color: entry.color })
  return issued.record
}

/**
 * Generates a Liquid network's history: `historyBlocks` one-minute blocks up to `tipHeight`, funded by
 * peg-ins in its first blocks, the registry assets issued next, then the usual traffic (confidential
 * payments of L-BTC and assets, pegs, burns, reissuances and new issuances), an exchange-like address
 * paid every few blocks, and a few transactions left in the mempool.
 */
export function generateHistory(params: LiquidParams, seed: number, parent?: Chain): LiquidSim {
  const { name } = params
  const rng = createRng(seed).fork(name)
  const chain = new LiquidChain(params)
  const landmarks = rng.fork('landmarks')
  const busyScript = outputScript.p2wpkh(landmarks.bytes(20))
  const busyKey = blindingKey(landmarks)
  const base58Script = outputScript.p2sh(landmarks.bytes(20))
  const base58Key = blindingKey(landmarks)
  const sim: LiquidSim = {
    name,
    params,
    chain,
    wallet: new LiquidWallet(rng.fork('wallet'), (coin) =>
      chain.spends.has(`${coin.txid}:${coin.vout}`),
    ),
    rng,
    assets: new Map(),
    registry: [] as RegisteredAsset[],
    busyAddress: scriptAddress(busyScript, params.address) ?? '',
    busyConfidentialAddress: confidentialAddress(busyScript, busyKey, params.address) ?? '',
    confidentialBase58Address: confidentialAddress(base58Script, base58Key, params.address) ?? '',
    parent: undefined,
  }
  // Linked only when the parent's history holds the deposits the first blocks claim.
  const link = parent ? parentLink(parent, rng.fork('federation')) : undefined
  const firstTime = params.tipTime - (params.historyBlocks - 1) * blockInterval
  if (link && parentCanFund(link, name, firstTime)) sim.parent = link
  const start = {
    firstHeight: params.tipHeight - params.historyBlocks + 1,
    genesisParent: hex(rng.bytes(32)),
  }
  const usdtOf = () => sim.registry.find((r) => r.contract.ticker === 'USDt')?.assetId
  // Linked, the history's peg-outs are those the parent's history pays (federation/history-payouts.ts).
  const payouts = sim.parent ? historyPayouts(sim.parent, name) : []
  const schedule = sim.parent
    ? pegoutSchedule(payouts, rng.fork('pegouts'), firstTime, blockInterval, fundingBlocks)
    : new Map<number, PlannedPegout[]>()
  const made = new Map<string, string>()
  let pending: PlannedPegout[] = []
  for (let i = 0; i < params.historyBlocks; i++) {
    const time = params.tipTime - (params.historyBlocks - 1 - i) * blockInterval
    const include: LiquidTxRecord[] = []
    const add = (record: LiquidTxRecord | undefined) => record && include.push(record)
    const full = i >= params.historyBlocks - params.fullBlocks
    if (i < fundingBlocks) {
      for (let k = 0; k < 12; k++) add(pegIn(sim, time, Math.round(rng.logNormal(300_000_000, 1))))
    } else {
      const usdt = usdtOf()
      const registryIndex = (i - registryStart) / registrySpacing
      if (Number.isInteger(registryIndex)) add(registryIssuance(sim, time, registryIndex))
      if (rng.chance(0.35)) {
        add(
          usdt && rng.chance(0.4)
            ? assetTransfer(sim, time, usdt, busyScript)
            : nativeTransfer(sim, time, busyScript),
        )
      }
      if (rng.chance(0.02)) add(nativeTransfer(sim, time, base58Script))
      const count = full ? rng.int(3, 12) : rng.int(0, 2)
      for (let k = 0; k < count; k++) add(activity(sim, time, usdt, !sim.parent))
      // A peg-out the wallet cannot pay now tries the next block, while its payout is still ahead.
      pending = [...pending, ...(schedule.get(i) ?? [])].filter((planned) => {
        if (planned.paidAt <= time) return false
        const record = pegOut(sim, time, planned)
        const vout = record?.events.find((e) => e.kind === 'pegout')?.vout
        if (!record || vout === undefined) return true
        made.set(`${planned.payout}:${planned.vout}`, `${record.txid}:${vout}`)
        include.push(record)
        return false
      })
    }
    mineBlock(chain, rng, time, include, start)
  }
  if (sim.parent) recordHistoryPayouts(sim.parent, payouts, made)
  // A few unconfirmed transactions, seconds after the tip.
  const usdt = usdtOf()
  const usdtAsset = usdt ? sim.assets.get(usdt) : undefined
  let time = params.tipTime
  const next = () => {
    time += rng.int(3, 15)
    return time
  }
  nativeTransfer(sim, next())
  nativeTransfer(sim, next(), busyScript)
  if (usdt) assetTransfer(sim, next(), usdt)
  pegIn(sim, next(), 25_000_000)
  if (usdtAsset) reissue(sim, next(), usdtAsset, 2_500_000_000_000)
  if (usdt) burn(sim, next(), usdt)
  pegOut(sim, next())
  nativeTransfer(sim, next())
  return sim
}
