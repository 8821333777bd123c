import { type DecodedTransaction, decodeTransaction } from '@outpoint/explorer-client/tx'
import { compactSizeHex, leHex } from './bytes'

interface FinalInput {
  finalScriptSig?: string
  finalScriptWitness?: string[]
}

const pushes = (hex: string) => compactSizeHex(hex.length / 2) + hex

/**
 * The network transaction of a finalized PSBT (BIP 174's extractor): the unsigned transaction with each
 * input's final scriptSig and witness, serialised with witnesses when any input has one (BIP 144).
 */
export function extractTransaction(
  unsigned: DecodedTransaction,
  inputs: readonly FinalInput[],
): { hex: string; tx: DecodedTransaction } {
  const witnesses = inputs.map((input) => input.finalScriptWitness ?? [])
  const segwit = witnesses.some((stack) => stack.length > 0)
  const parts = [leHex(unsigned.version >>> 0, 4)]
  if (segwit) parts.push('0001')
  parts.push(compactSizeHex(unsigned.inputs.length))
  unsigned.inputs.forEach((input, i) => {
    const prev = input.txid.match(/../g)?.reverse().join('') ?? ''
    parts.push(
      prev,
      leHex(input.vout, 4),
      pushes(inputs[i]?.finalScriptSig ?? ''),
      leHex(input.sequence, 4),
    )
  })
  parts.push(compactSizeHex(unsigned.outputs.length))
  for (const output of unsigned.outputs)
    parts.push(leHex(output.value, 8), pushes(output.scriptPubKey))
  if (segwit) {
    for (const stack of witnesses) parts.push(compactSizeHex(stack.length), ...stack.map(pushes))
  }
  parts.push(leHex(unsigned.locktime, 4))
  const hex = parts.join('')
  return { hex, tx: decodeTransaction(hex) }
}
