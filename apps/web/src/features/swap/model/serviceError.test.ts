import { describe, expect, it } from 'vitest'
import { describeSwapError, errorBodyText, SwapServiceError, unwrap } from './serviceError'

const response = (status: number) => new Response(null, { status })

describe('swap service errors', () => {
  it('reads the error body as text', () => {
    expect(errorBodyText({ message: ' Amount below minimum ', statusCode: 400 })).toBe(
      'Amount below minimum',
    )
    expect(errorBodyText({ error: 'Bad Request' })).toBe('Bad Request')
    expect(errorBodyText({ code: 7 })).toBe('{"code":7}')
    expect(errorBodyText('<h1>502 Bad Gateway</h1>')).toBe('<h1>502 Bad Gateway</h1>')
    expect(errorBodyText({})).toBe('')
    expect(errorBodyText(undefined)).toBe('')
  })

  it('unwraps data, and turns an error answer into a SwapServiceError', () => {
    expect(unwrap({ data: { id: 1 }, response: response(200) })).toEqual({ id: 1 })
    let thrown: unknown
    try {
      unwrap({ error: { message: 'No route' }, response: response(404) })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SwapServiceError)
    expect(thrown).toMatchObject({ status: 404, body: 'No route' })
  })

  it('says what happened and what to do', () => {
    expect(describeSwapError(new SwapServiceError(400, 'No route', 'u')).message).toBe(
      'The swap service refused the request (“No route”). Check the amount, chains and addresses, then try again.',
    )
    expect(describeSwapError(new SwapServiceError(503, '', 'u')).message).toMatch(
      /refused the request\. It may be a passing problem/,
    )
    expect(describeSwapError(new TypeError('Failed to fetch')).message).toMatch(
      /could not be reached.*try again/,
    )
    expect(describeSwapError('odd').detail).toBe('odd')
  })
})
