/**
 * What an invitation allows, in the words submit_rsvp refuses a larger party with (EV027,
 * private.companions_allowed_message), so the wizard and the database say the same.
 */
export function companionsAllowedMessage(companions: number): string {
  if (companions <= 0) return "Votre invitation ne prévoit pas d'accompagnant."
  if (companions === 1) return 'Votre invitation prévoit au plus 1 accompagnant.'
  return `Votre invitation prévoit au plus ${companions} accompagnants.`
}
