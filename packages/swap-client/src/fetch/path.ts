import { MissingPathParameterError } from '../errors.js'

/**
 * Fills `{name}` placeholders with their values, percent-encoded so a value can never add a path segment
 * (`a/b` becomes `a%2Fb`) or a query.
 */
export function fillPath(template: string, values: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null) throw new MissingPathParameterError(name, template)
    return encodeURIComponent(String(value))
  })
}
