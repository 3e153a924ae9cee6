import { Outlet } from 'react-router-dom'
/** Placeholder route until its screen lands. */
export function EventLayout() {
  return <Outlet />
}
