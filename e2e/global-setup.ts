import { startRig } from '../scripts/rig.mjs'

/**
 * Starts simnet with its control API, the local EVM chains, the swap service and the served build
 * (scripts/rig.mjs), and hands their URLs to the specs through the environment (workers inherit it).
 * Returns the teardown, which stops them all by PID.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Quotes that hold 10 s, not the service's 60: the stale-quote spec waits for one to expire (the page
  // refreshes a quote after two thirds of its life, so the other swaps still send fresh ones).
  const rig = await startRig({ swapArgs: ['--quote-ttl', '10'] })
  process.env.OUTPOINT_E2E_APP_URL = rig.appUrl
  process.env.OUTPOINT_E2E_SIMNET_URL = rig.simnetUrl
  // JSON: {"31337": "http://127.0.0.1:PORT", "31338": ...}
  process.env.OUTPOINT_E2E_ANVIL_URLS = JSON.stringify(rig.anvilUrls)
  // The local swap service (BTC on simnet <-> ETH on chain 31337), which the served config names too.
  if (rig.swapUrl) process.env.OUTPOINT_E2E_SWAP_URL = rig.swapUrl
  return rig.stop
}
