import { expect, it } from 'vitest'
import { explainRefusal } from './refusal'

const rpc = (code: number, message: string) =>
  `sendrawtransaction RPC error: {"code":${code},"message":"${message}"}`

it('puts the common refusals into words, and leaves others to the node', () => {
  expect(explainRefusal(rpc(-25, 'bad-txns-inputs-missingorspent'))).toMatch(/already spent/)
  expect(explainRefusal(rpc(-27, 'Transaction outputs already in utxo set'))).toMatch(
    /already known/,
  )
  expect(explainRefusal(rpc(-26, 'min relay fee not met, 100 < 141'))).toMatch(/fee is too low/)
  expect(explainRefusal(rpc(-26, 'dust'))).toMatch(/dust/)
  expect(explainRefusal(rpc(-26, 'scriptpubkey'))).toMatch(/not standard/)
  expect(explainRefusal(rpc(-26, 'insufficient fee, rejecting replacement'))).toMatch(/replace/)
  expect(explainRefusal(rpc(-1, 'something new'))).toBeUndefined()
})

it("words testmempoolaccept's reject reasons, each its own sentence", () => {
  const words = (reason: string) => explainRefusal(reason)
  expect(words('missing-inputs')).toMatch(/do not exist or are already spent/)
  expect(words('txn-mempool-conflict')).toMatch(
    /same coins as a transaction already in the mempool/,
  )
  expect(words('txn-already-in-mempool')).toMatch(/already known/)
  expect(words('mempool min fee not met')).toMatch(/mempool, which is full/)
  expect(words('min relay fee not met')).toMatch(/minimum relay fee/)
  expect(words('non-final')).toMatch(/lock time/)
  expect(words('non-BIP68-final')).toMatch(/relative lock time/)
  expect(words('bad-txns-in-belowout')).toMatch(/more than the inputs/)
  expect(
    words(
      'non-mandatory-script-verify-flag (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    ),
  ).toMatch(/signature or script does not verify/)
  expect(words('max-fee-exceeded')).toMatch(/higher than this node accepts/)
  expect(words('conflict-in-package')).toMatch(/Two transactions of the package/)
  // Each sentence names its own case: no two of these share one.
  const all = [
    'missing-inputs',
    'txn-mempool-conflict',
    'mempool min fee not met',
    'min relay fee not met',
    'non-final',
    'bad-txns-in-belowout',
    'dust',
  ]
  expect(new Set(all.map(words)).size).toBe(all.length)
})
