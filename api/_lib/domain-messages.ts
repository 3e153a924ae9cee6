/** SPEC §8 Domain texts the endpoints answer, verbatim. */
export const DOMAIN_SAVED = 'Domain added/modified successfully'
export const DOMAIN_DELETED = 'Domain deleted successfully'
export const DOMAIN_USED = 'This domain is already used.'
export const DOMAIN_DB_WRITE_FAILED = 'Error adding/modifying in the database.'
export const DOMAIN_DB_DELETE_FAILED = 'Error deleting the domain.'

export const DOMAIN_OF_OTHER_EVENT = 'This domain is not attached to this event.'
