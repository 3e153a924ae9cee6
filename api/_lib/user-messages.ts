/** Texts of POST /api/create-user; the success one is SPEC §8's toast, so the UI can show either. */
export const USER_CREATED = 'User created successfully'
export const NOT_GLOBAL_ADMIN = 'Only a global admin can add users.'
export const USER_EXISTS = 'A user with this e-mail address already exists.'
export const CREATE_USER_FAILED = 'Could not create the user. Please try again.'
