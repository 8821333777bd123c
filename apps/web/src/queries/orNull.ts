import { NotFoundError } from '@outpoint/explorer-client'

/** A request's answer, or null on a 404: "no such thing" is an answer, not a failure to retry. */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}
