/**
 * One error base for everything the client raises itself. HTTP error answers are not raised: they come back as
 * `{ error, response }` results. `shortMessage` is for people, `details` for developers, `cause` is kept.
 */
export class SwapClientError extends Error {
  override name = 'SwapClientError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** The environment named is none of the platform's. */
export class InvalidEnvironmentError extends SwapClientError {
  override name = 'InvalidEnvironmentError'
  readonly environment: string

  constructor(environment: string, validOptions: readonly string[]) {
    super(
      `Invalid environment: ${JSON.stringify(environment)}. Valid options are ${validOptions.join(', ')}.`,
    )
    this.environment = environment
  }
}

/** A path placeholder such as `{id}` had no value. */
export class MissingPathParameterError extends SwapClientError {
  override name = 'MissingPathParameterError'
  readonly parameter: string

  constructor(parameter: string, path: string) {
    super(`Missing path parameter "${parameter}" for ${path}.`)
    this.parameter = parameter
  }
}

/** A successful answer whose body is not JSON: the service is not speaking the contract. */
export class InvalidResponseError extends SwapClientError {
  override name = 'InvalidResponseError'
  readonly status: number
  readonly url: string

  constructor(status: number, url: string, body: string, cause: unknown) {
    super(`The swap service answered ${status} with a body that is not JSON.`, {
      details: `${url}: ${body.slice(0, 200)}`,
      cause,
    })
    this.status = status
    this.url = url
  }
}
