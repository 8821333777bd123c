import { t } from '@lingui/core/macro'

/** The swap service answered, but with an error: its status and body (as text, for display only). */
export class SwapServiceError extends Error {
  override name = 'SwapServiceError'
  constructor(
    readonly status: number,
    readonly body: string,
    readonly url: string,
  ) {
    super(`The swap service answered ${status}${body ? `: ${body}` : ''}`)
  }
}

/** The service's error body as one line of text: its message when it has one, else the JSON or text. */
export function errorBodyText(body: unknown): string {
  if (typeof body === 'string') return body.trim().slice(0, 500)
  if (typeof body === 'object' && body !== null) {
    const message = Reflect.get(body, 'message') ?? Reflect.get(body, 'error')
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500)
    const json = JSON.stringify(body)
    return json === '{}' ? '' : json.slice(0, 500)
  }
  return ''
}

type Result<T> =
  | { data: T; error?: undefined; response: Response }
  | { data?: undefined; error: unknown; response: Response }

/** A swap-client result's data, or a SwapServiceError carrying what the service said. */
export function unwrap<T>(result: Result<T>): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new SwapServiceError(
      result.response.status,
      errorBodyText(result.error),
      result.response.url,
    )
  }
  return result.data
}

/** What failed and what the user can do, for any error on the way to the service. */
export function describeSwapError(error: unknown): { message: string; detail: string } {
  if (error instanceof SwapServiceError) {
    const { body, status, url } = error
    const passing = status >= 500
    const message = body
      ? passing
        ? t`The swap service refused the request (“${body}”). It may be a passing problem on its side: try again in a moment.`
        : t`The swap service refused the request (“${body}”). Check the amount, chains and addresses, then try again.`
      : passing
        ? t`The swap service refused the request. It may be a passing problem on its side: try again in a moment.`
        : t`The swap service refused the request. Check the amount, chains and addresses, then try again.`
    return {
      message,
      detail: url ? t`HTTP ${status} from ${url}` : `HTTP ${status}`,
    }
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'AbortError')) {
    return {
      message: t`The swap service could not be reached. Check your connection, or whether the service is running, and try again.`,
      detail: `${error.name}: ${error.message}`,
    }
  }
  if (error instanceof Error) return { message: error.message, detail: error.name }
  return { message: t`Something went wrong with the swap.`, detail: String(error) }
}
