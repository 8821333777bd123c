import { t } from '@lingui/core/macro'
import type { SpecProblem } from './model/descriptor'

type KeyProblem = Extract<SpecProblem, { kind: 'key' }>['problem']

/** What is wrong with a pasted key or descriptor, in words. */
export function specProblemText(problem: SpecProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t`Paste an extended public key or an output descriptor.`
    case 'bad-char': {
      const { char } = problem
      return t`The descriptor has a character descriptors cannot hold: “${char}”.`
    }
    case 'checksum': {
      const { found, expected } = problem
      return t`The descriptor's checksum is #${found}, but its text gives #${expected}: a character was changed or lost.`
    }
    case 'syntax': {
      const { at } = problem
      return t`This part of the descriptor cannot be read: ${at}`
    }
    case 'unknown-function': {
      const { name } = problem
      return t`${name}() is not a descriptor this page reads (pkh, wpkh, sh(wpkh), tr, multi and sortedmulti in sh, wsh or sh(wsh)).`
    }
    case 'hardened': {
      const { step } = problem
      const key = problem.index + 1
      return t`Key ${key}: the step ${step} is hardened, which a public key cannot derive.`
    }
    case 'bad-step': {
      const { step } = problem
      const key = problem.index + 1
      return t`Key ${key}: “${step}” is not a derivation step.`
    }
    case 'not-ranged': {
      const key = problem.index + 1
      return t`Key ${key} ends without /*: there is no range of addresses to scan.`
    }
    case 'threshold': {
      const { threshold, keys } = problem
      return t`multi() needs a threshold from 1 to the number of keys (${keys}, at most 15), not “${threshold}”.`
    }
    case 'mixed-networks':
      return t`The descriptor mixes main-network and test-network keys.`
    case 'key':
      return keyProblemText(problem.index + 1, problem.problem)
  }
}

function keyProblemText(key: number, problem: KeyProblem): string {
  switch (problem.kind) {
    case 'not-base58':
    case 'not-extended':
      return t`Key ${key} is not an extended public key (xpub, ypub, zpub, tpub, upub or vpub): its checksum or letters are wrong.`
    case 'bad-length': {
      const { length } = problem
      return t`Key ${key} is ${length} bytes long; an extended key is 78.`
    }
    case 'unknown-version': {
      const { version } = problem
      return t`Key ${key} has a version (${version}) of no known extended public key.`
    }
    case 'private': {
      const { prefix } = problem
      return t`Key ${key} is a private key (${prefix}): paste its public key instead, and never share a private one.`
    }
    case 'multisig': {
      const { prefix } = problem
      return t`Key ${key} is a multisig key (${prefix}): write it in a multi() or sortedmulti() descriptor instead.`
    }
    case 'bad-point':
      return t`Key ${key} does not hold a valid public key.`
  }
}
