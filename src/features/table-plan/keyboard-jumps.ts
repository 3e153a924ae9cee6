import {
  closestCenter,
  KeyboardCode,
  pointerWithin,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'

const FORWARD: string[] = [KeyboardCode.Right, KeyboardCode.Down]
const BACKWARD: string[] = [KeyboardCode.Left, KeyboardCode.Up]

/**
 * Keyboard dragging jumps from one drop zone to the next (the unseated list, then each table in
 * reading order) instead of nudging the person a few pixels per key press.
 */
export const jumpBetweenDropZones: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = FORWARD.includes(event.code)
  if (!forward && !BACKWARD.includes(event.code)) return undefined
  event.preventDefault()
  const { droppableRects, collisionRect, over } = context
  if (!collisionRect) return undefined
  const zones = [...droppableRects.entries()].sort(([, a], [, b]) => a.top - b.top || a.left - b.left)
  if (zones.length === 0) return undefined
  const current = zones.findIndex(([id]) => id === over?.id)
  const next = current < 0 ? 0 : (current + (forward ? 1 : -1) + zones.length) % zones.length
  const target = zones[next][1]
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + target.height / 2 - collisionRect.height / 2,
  }
}

/** The pointer decides by what it is over; the keyboard (no pointer) by the nearest zone. */
export const dropZoneCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args)
