import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { isFullWidthScreen } from '../event-tabs'
import { EventTabBar } from './event-tab-bar'

/** The tab bar and the screen below it: full width for the website editor, centred otherwise. */
export function EventFrame({ eventId, children }: { eventId: string; children: ReactNode }) {
  const { pathname } = useLocation()
  const fullWidth = isFullWidthScreen(pathname, paths.event(eventId))
  return (
    <>
      <EventTabBar eventId={eventId} />
      <main className={fullWidth ? 'w-full' : 'mx-auto w-full max-w-6xl px-6 py-6'}>{children}</main>
    </>
  )
}
