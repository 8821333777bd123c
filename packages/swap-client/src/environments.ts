import { InvalidEnvironmentError } from './errors.js'

/** The swap platform's environments and the cross-chain API's address in each. */
export const swapEnvironments = {
  production: 'https://swap.prod.swing.xyz',
  development: 'https://swap.dev.swing.xyz',
  testnet: 'https://swap-testnet.dev.swing.xyz',
} as const

export type SwapEnvironment = keyof typeof swapEnvironments

/** What callers may pass: an environment, or `dev` for `development`. */
export type SwapEnvironmentName = SwapEnvironment | 'dev'

/** The header every request carries so the platform routes it to the environment. */
export const environmentHeader = 'x-swing-environment'

const validOptions = ['production', 'development (alias dev)', 'testnet'] as const

function isSwapEnvironment(name: string): name is SwapEnvironment {
  // Own keys only: `in` would let `toString` and other inherited names through.
  return Object.hasOwn(swapEnvironments, name)
}

/**
 * The environment a name stands for. No name (or an empty one) is `production`, `dev` is `development`;
 * anything else throws {@link InvalidEnvironmentError}.
 *
 * @example
 * resolveEnvironment('dev') // 'development'
 */
export function resolveEnvironment(name?: string): SwapEnvironment {
  if (name === undefined || name === '') return 'production'
  const resolved = name === 'dev' ? 'development' : name
  if (isSwapEnvironment(resolved)) return resolved
  throw new InvalidEnvironmentError(name, validOptions)
}
