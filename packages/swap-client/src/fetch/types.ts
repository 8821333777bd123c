/**
 * Types that read an openapi-typescript `paths` interface: which paths take a method, what a call's parameters
 * and body are, and what comes back.
 */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch'

export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

/** What an empty answer (204, or no body) gives. */
export type EmptyBody = Record<string, never>

/** The paths of `Paths` that have an operation for `Method`. */
export type PathsWithMethod<Paths, Method extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [M in Method]: object } ? P : never
}[keyof Paths] &
  string

/** The operation at a path and method. */
export type OperationAt<
  Paths,
  P extends keyof Paths,
  Method extends HttpMethod,
> = Paths[P] extends {
  [M in Method]: infer Operation
}
  ? Operation
  : never

type ParametersOf<Operation> = Operation extends { parameters: infer P } ? P : EmptyBody

type ParamsInit<Operation> =
  object extends ParametersOf<Operation>
    ? { params?: ParametersOf<Operation> }
    : { params: ParametersOf<Operation> }

type BodyInit<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer Body } }
}
  ? { body: Body }
  : Operation extends { requestBody?: never }
    ? { body?: never }
    : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? { body?: Body }
      : { body?: never }

/** The second argument of a call: `params` (`query`, `path`) and `body` as the operation declares them. */
export type CallInit<Operation> = ParamsInit<Operation> &
  BodyInit<Operation> & {
    /** Extra headers for this call. */
    headers?: Record<string, string>
    signal?: AbortSignal
  }

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206

type ResponsesOf<Operation> = Operation extends { responses: infer R } ? R : never

type JsonContent<Response> = Response extends { content: { 'application/json': infer T } }
  ? T
  : EmptyBody

/** The JSON of the operation's success answers. A 204 or empty answer gives `{}`. */
export type ResponseData<Operation> = JsonContent<
  ResponsesOf<Operation>[keyof ResponsesOf<Operation> & SuccessStatus]
>

/**
 * What a non-OK answer gives: its JSON as the operation declares it, the raw text when it is not JSON, or `{}`
 * when it is empty.
 */
export type ResponseError<Operation> =
  | JsonContent<ResponsesOf<Operation>[Exclude<keyof ResponsesOf<Operation>, SuccessStatus>]>
  | string
  | EmptyBody

/** A call's outcome, as openapi-fetch shapes it: exactly one of `data` and `error` is set. */
export type FetchResult<Data, Error> =
  | { data: Data; error?: never; response: Response }
  | { data?: never; error: Error; response: Response }

export type CallResult<Operation> = FetchResult<ResponseData<Operation>, ResponseError<Operation>>

/** A method of the client: the init argument is optional when nothing in it is required. */
export type MethodCall<Paths, Method extends HttpMethod> = <
  P extends PathsWithMethod<Paths, Method>,
>(
  path: P,
  ...init: object extends CallInit<OperationAt<Paths, P, Method>>
    ? [init?: CallInit<OperationAt<Paths, P, Method>>]
    : [init: CallInit<OperationAt<Paths, P, Method>>]
) => Promise<CallResult<OperationAt<Paths, P, Method>>>
