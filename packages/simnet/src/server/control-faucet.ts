import type { Simnet } from '../simnet.js'
import { type Fields, networkOf, parseFields, stringField } from './control-body.js'
import { addPayment, ShortfallError } from './control-chain.js'
import { HttpError } from './router.js'

/** The most the faucet pays at once: a demo or a test deposit needs far less, a typo needs stopping. */
export const faucetCap = 1_000_000_000
/** Below this an output is dust to Core (a P2PKH output's threshold, the highest of the common types). */
export const faucetMinimum = 546
/**
 * The faucet's fee rate (sat/vB): above the simulated first projected block's median (8-12 sat/vB), so
 * the payment is among the first a mined block takes and a deposit it funds confirms soon.
 */
export const faucetFeeRate = 20

function addressOf(fields: Fields): string {
  const address = stringField(fields, 'address')
  if (address === undefined || address.trim() === '') {
    throw new HttpError(400, '"address" is required: the address to pay')
  }
  return address.trim()
}

function amountOf(fields: Fields): number {
  const amount = fields.amount
  if (amount === undefined) throw new HttpError(400, '"amount" is required: sats to pay')
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new HttpError(
      400,
      `"amount" must be a positive integer of sats, not ${JSON.stringify(amount)}`,
    )
  }
  if (amount < faucetMinimum) {
    throw new HttpError(400, `"amount" of ${amount} sats is dust: pay ${faucetMinimum} or more`)
  }
  if (amount > faucetCap) {
    throw new HttpError(
      400,
      `"amount" of ${amount} sats is over the faucet's cap of ${faucetCap} sats (10 BTC)`,
    )
  }
  return amount
}

/**
 * `POST /_simnet/faucet?network=`: pays `amount` sats to `address` from simnet's own confirmed coins (the
 * simulated users' wallet that `tx` spends too), in a real, final (not replaceable) transaction that
 * enters the mempool, the address histories and the websocket like any arrival. Every refusal is a 400
 * naming what is wrong (the control API answers this endpoint's refusals as JSON).
 */
export async function faucet(
  simnet: Simnet,
  body: () => Promise<string>,
  query: URLSearchParams,
): Promise<{ txid: string }> {
  const network = networkOf(query)
  const fields = parseFields(await body(), ['address', 'amount'])
  const address = addressOf(fields)
  const amount = amountOf(fields)
  const sim = await simnet.bitcoin(network)
  try {
    const txid = addPayment(sim, { address, amount, feeRate: faucetFeeRate, replaceable: false })
    return { txid }
  } catch (error) {
    if (!(error instanceof ShortfallError)) throw error
    const fees = `plus fees at ${faucetFeeRate} sat/vB`
    throw new HttpError(
      400,
      `Simnet's confirmed funds on ${network} cannot pay ${amount} sats ${fees}`,
    )
  }
}
