/** Whether `value` is a number arithmetic can use: what the service sends may be anything. */
export const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** `value` when it is a finite number, else undefined. */
export const num = (value: unknown): number | undefined => (finite(value) ? value : undefined)
