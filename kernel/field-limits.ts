/**
 * The longest text each kind of field may hold. The database refuses longer values with a check
 * constraint, and the forms refuse them first with a readable sentence; both read these numbers,
 * so the two never disagree. Generous for real input, small enough that nobody can store a
 * megabyte in a name.
 */
export const FIELD_LIMITS = {
  /** Names of people, events, todos, gifts, tables. */
  name: 200,
  /** Short labels: a todo category, a table's name. */
  label: 100,
  email: 254,
  /** A guest's comment, a photo caption. */
  comment: 2000,
  /** A gift's description. */
  description: 5000,
  location: 500,
  /** The name a guest gives when uploading photos or buying a gift. */
  uploaderName: 100,
  caption: 500,
  /**
   * The website's gift instructions (how to give: a bank transfer, a pot link, on the day), kept
   * well inside the 10,000 bytes the whole websiteSettings column may hold.
   */
  giftInstructions: 1000,
} as const

export type FieldKind = keyof typeof FIELD_LIMITS

/** The sentence a form shows when a field is too long. */
export const tooLongMessage = (label: string, kind: FieldKind) =>
  `${label} is limited to ${FIELD_LIMITS[kind]} characters.`
