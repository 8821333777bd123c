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
