/** Whether `value` is a number arithmetic can use: what the service sends may be anything. */
export const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
