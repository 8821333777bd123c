export interface Emitter<T> {
  on(listener: (value: T) => void): () => void
  emit(value: T): void
}

/** A listener set. A listener that throws is reported to `onError` and does not stop the others. */
export function createEmitter<T>(onError: (error: unknown) => void): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(value) {
      for (const listener of [...listeners]) {
        try {
          listener(value)
        } catch (error) {
          onError(error)
        }
      }
    },
  }
}
