import { Dashboard } from '@/features/dashboard/components/dashboard'

/** SPEC §2 /admin index: the dashboard with the event list. */
export function AdminHomePage() {
  return <Dashboard />
}
