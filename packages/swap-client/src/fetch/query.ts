/**
 * Query strings in nested bracket notation, the form the swap platform reads: objects at any depth become
 * `a[b][c]=1`, arrays of plain values repeat their key (`k=1&k=2`, `a[k]=1&a[k]=2`), and objects inside arrays
 * take their index (`k[0][x]=1`) so their fields stay together. `undefined` and `null` are left out, so are empty
 * arrays and objects. Names and values are percent-encoded; the brackets are not.
 */
export function serializeQuery(query: Readonly<Record<string, unknown>>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) append(parts, encodeURIComponent(key), value)
  return parts.join('&')
}

function append(parts: string[], name: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      const nested = typeof item === 'object' && item !== null && !(item instanceof Date)
      append(parts, nested ? `${name}[${index}]` : name, item)
    })
    return
  }
  if (value instanceof Date) {
    parts.push(`${name}=${encodeURIComponent(value.toISOString())}`)
    return
  }
  switch (typeof value) {
    case 'object':
      for (const [key, item] of Object.entries(value)) {
        append(parts, `${name}[${encodeURIComponent(key)}]`, item)
      }
      return
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      parts.push(`${name}=${encodeURIComponent(String(value))}`)
      return
    default:
      throw new TypeError(
        `Query parameter ${decodeURIComponent(name)} cannot be a ${typeof value}.`,
      )
  }
}
