/** SPEC §2 Settings → Team (placeholder until the team screen lands). */
export function TeamSettings() {
  return null
}
