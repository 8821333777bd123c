import { t } from '@lingui/core/macro'
import type { WatchFileProblem } from './model/watches'

/** What an import refused says: the entry (numbered from 1) and the field that is wrong. */
export function importProblemText(problem: WatchFileProblem): string {
  switch (problem.kind) {
    case 'json':
      return t`The file is not JSON: choose a watch-list exported from this page.`
    case 'shape':
      return t`The file has no list of watches: choose a watch-list exported from this page.`
    case 'version': {
      const version = problem.value
      return t`The file's version ${version} is not one this page reads (version 1).`
    }
    case 'entry': {
      const entry = problem.index + 1
      const value = problem.value
      switch (problem.field) {
        case 'entry':
          return t`Entry ${entry} is not a watch: ${value}.`
        case 'type':
          return t`Entry ${entry} has an unknown type “${value}” (address or transaction).`
        case 'network':
          return t`Entry ${entry} has an unknown network “${value}”.`
        default:
          return t`Entry ${entry}: “${value}” is not an address or transaction id of its network.`
      }
    }
  }
}
