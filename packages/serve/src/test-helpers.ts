import { type IncomingHttpHeaders, request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body as sent: not decompressed. */
  body: Buffer
}

/** A plain HTTP request that shows the answer as it came over the wire (fetch would decompress it). */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
