/** `path` under the provider's base address, keeping a sub-path (`https://x.example/stats/` + `api/send`). */
export function apiUrl(endpoint: string, path: string): string {
  return new URL(path, endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href
}
