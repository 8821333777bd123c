import { describe, expect, it } from 'vitest'
import { resolveEnvironment, swapEnvironments } from './environments.js'
import { InvalidEnvironmentError } from './errors.js'

describe('resolveEnvironment', () => {
  it('defaults to production, also for an empty name', () => {
    expect(resolveEnvironment()).toBe('production')
    expect(resolveEnvironment('')).toBe('production')
  })

  it('takes each environment by name and dev as development', () => {
    expect(resolveEnvironment('production')).toBe('production')
    expect(resolveEnvironment('development')).toBe('development')
    expect(resolveEnvironment('dev')).toBe('development')
    expect(resolveEnvironment('testnet')).toBe('testnet')
  })

  it.each(['staging', 'Production', 'toString', '__proto__', 'hasOwnProperty', ' dev'])(
    'refuses %j with the valid options',
    (name) => {
      const error = (() => {
        try {
          resolveEnvironment(name)
        } catch (caught) {
          return caught
        }
        return undefined
      })()
      expect(error).toBeInstanceOf(InvalidEnvironmentError)
      expect(error).toMatchObject({ environment: name })
      expect(String((error as Error).message)).toBe(
        `Invalid environment: ${JSON.stringify(name)}. Valid options are production, development (alias dev), testnet.`,
      )
    },
  )

  it('has the platform address of each environment', () => {
    expect(swapEnvironments).toEqual({
      production: 'https://swap.prod.swing.xyz',
      development: 'https://swap.dev.swing.xyz',
      testnet: 'https://swap-testnet.dev.swing.xyz',
    })
  })
})
