// Intl, not date-fns with its French locale: the public page has a byte budget and Intl is free.
const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })

/** SPEC §1: dates on the public site read day, month, year in French ("14 juin 2027"). */
export function formatPublicDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : frenchDate.format(date)
}
