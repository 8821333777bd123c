import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './useAfterPaint'

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is false through the first render and its frame, true a task after the frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const { result } = renderHook(() => useAfterPaint())
    expect(result.current).toBe(false)
    // The frame's callback runs before its paint: still false after it.
    await act(async () => {
      for (const frame of frames.splice(0)) frame(0)
    })
    expect(result.current).toBe(false)
    await act(async () => {
      await vi.runAllTimersAsync()
    })
    expect(result.current).toBe(true)
  })

  it('is true at once in a hidden tab, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const frame = vi.spyOn(window, 'requestAnimationFrame')
    const { result } = renderHook(() => useAfterPaint())
    await act(async () => {})
    expect(result.current).toBe(true)
    expect(frame).not.toHaveBeenCalled()
  })
})
