/** SPEC §2 notifications menu (placeholder until it lands). */
export function NotificationsMenu() {
  return null
}
