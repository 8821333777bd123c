import { HttpRequestError, NotFoundError } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { orNull } from './orNull'

describe('orNull', () => {
  it('passes an answer through, reads a 404 as null and lets other failures through', async () => {
    await expect(orNull(Promise.resolve(7))).resolves.toBe(7)
    await expect(
      orNull(Promise.reject(new NotFoundError('/block/x', 'Block not found'))),
    ).resolves.toBeNull()
    const failure = new HttpRequestError(500, '/block/x', 'oops', 'Server error')
    await expect(orNull(Promise.reject(failure))).rejects.toBe(failure)
  })
})
