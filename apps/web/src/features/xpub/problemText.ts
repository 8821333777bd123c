import { t } from '@lingui/core/macro'
import type { SpecProblem } from './model/descriptor'

/** What is wrong with a pasted key or descriptor, in words. */
export function specProblemText(problem: SpecProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t`Paste an extended public key or an output descriptor.`
    case 'bad-char':
      return t`The descriptor has a character descriptors cannot hold: “${problem.char}”.`
    case 'checksum':
      return t`The descriptor's checksum is #${problem.found}, but its text gives #${problem.expected}: a character was changed or lost.`
    case 'syntax':
      return t`This part of the descriptor cannot be read: ${problem.at}`
    case 'unknown-function':
      return t`${problem.name}() is not a descriptor this page reads (pkh, wpkh, sh(wpkh), tr, multi and sortedmulti in sh, wsh or sh(wsh)).`
    case 'hardened':
      return t`Key ${problem.index + 1}: the step ${problem.step} is hardened, which a public key cannot derive.`
    case 'bad-step':
      return t`Key ${problem.index + 1}: “${problem.step}” is not a derivation step.`
    case 'not-ranged':
      return t`Key ${problem.index + 1} ends without /*: there is no range of addresses to scan.`
    case 'threshold':
      return t`multi() needs a threshold from 1 to the number of keys (${problem.keys}, at most 15), not “${problem.threshold}”.`
    case 'mixed-networks':
      return t`The descriptor mixes main-network and test-network keys.`
    case 'key':
      return keyProblemText(problem.index, problem.problem)
  }
}

function keyProblemText(index: number, problem: Extract<SpecProblem, { kind: 'key' }>['problem']) {
  const n = index + 1
  switch (problem.kind) {
    case 'not-base58':
    case 'not-extended':
      return t`Key ${n} is not an extended public key (xpub, ypub, zpub, tpub, upub or vpub): its checksum or letters are wrong.`
    case 'bad-length':
      return t`Key ${n} is ${problem.length} bytes long; an extended key is 78.`
    case 'unknown-version':
      return t`Key ${n} has a version (${problem.version}) of no known extended public key.`
    case 'private':
      return t`Key ${n} is a private key (${problem.prefix}): paste its public key instead, and never share a private one.`
    case 'multisig':
      return t`Key ${n} is a multisig key (${problem.prefix}): write it in a multi() or sortedmulti() descriptor instead.`
    case 'bad-point':
      return t`Key ${n} does not hold a valid public key.`
  }
}
