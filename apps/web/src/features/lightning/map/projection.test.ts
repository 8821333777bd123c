import { describe, expect, it } from 'vitest'
import {
  centreOn,
  clampView,
  fitWorld,
  maxZoom,
  panBy,
  projectLat,
  projectLng,
  zoomAt,
} from './projection'

const size = { width: 800, height: 400 }

describe('projection', () => {
  it('maps longitude linearly and latitude by Mercator, north up', () => {
    expect(projectLng(-180)).toBe(0)
    expect(projectLng(0)).toBe(0.5)
    expect(projectLng(180)).toBe(1)
    expect(projectLat(0)).toBeCloseTo(0.5, 12)
    expect(projectLat(85.051129)).toBeCloseTo(0, 6)
    expect(projectLat(-85.051129)).toBeCloseTo(1, 6)
    // Mercator stretches high latitudes: 60°N is further from 45°N than 15°N is from the equator.
    expect(projectLat(45) - projectLat(60)).toBeGreaterThan(projectLat(0) - projectLat(15))
  })

  it('clamps the poles instead of returning infinities', () => {
    expect(projectLat(90)).toBeCloseTo(projectLat(85.051129), 12)
    expect(Number.isFinite(projectLat(-90))).toBe(true)
  })

  it('fits the world to the canvas width', () => {
    const view = fitWorld(size)
    expect(view.scale).toBe(800)
    expect(view.offsetX).toBe(0)
  })

  it('zooms about the pointer: the point under it stays put', () => {
    const view = fitWorld(size)
    const worldX = (300 - view.offsetX) / view.scale
    const worldY = (150 - view.offsetY) / view.scale
    const zoomed = zoomAt(view, 300, 150, 2, size)
    expect(zoomed.scale).toBe(1600)
    expect(worldX * zoomed.scale + zoomed.offsetX).toBeCloseTo(300, 9)
    expect(worldY * zoomed.scale + zoomed.offsetY).toBeCloseTo(150, 9)
  })

  it('never zooms out past the whole world nor in past the limit', () => {
    const view = fitWorld(size)
    expect(zoomAt(view, 400, 200, 0.1, size).scale).toBe(800)
    expect(zoomAt(view, 400, 200, 1_000, size).scale).toBe(800 * maxZoom)
  })

  it('pans, but keeps the world covering the canvas sideways', () => {
    const zoomed = zoomAt(fitWorld(size), 400, 200, 4, size)
    const moved = panBy(zoomed, 50, -20, size)
    expect(moved.offsetX).toBe(zoomed.offsetX + 50)
    expect(moved.offsetY).toBe(zoomed.offsetY - 20)
    expect(panBy(zoomed, 1e6, 0, size).offsetX).toBe(0)
    expect(panBy(zoomed, -1e6, 0, size).offsetX).toBe(800 - zoomed.scale)
    expect(clampView({ scale: 800, offsetX: 0, offsetY: 1e6 }, size).offsetY).toBe(200)
  })

  it('centres on a point', () => {
    const view = centreOn(0.5, 0.4, 3_200, size)
    expect(0.5 * view.scale + view.offsetX).toBe(400)
    expect(0.4 * view.scale + view.offsetY).toBe(200)
  })
})
