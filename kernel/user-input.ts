import { z } from 'zod'

/**
 * SPEC §5 user form: first name, last name and e-mail required, role user or admin. One schema
 * for the users screen's form and POST /api/create-user, so both refuse the same input with the
 * same sentence.
 */
export const USER_ROLES = ['user', 'admin'] as const
export type UserRoleValue = (typeof USER_ROLES)[number]

export const USER_INPUT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  nameTooLong: 'First and last names are limited to 100 characters.',
  email: 'E-mail is required.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTooLong: 'The e-mail address is too long.',
  role: 'Role must be user or admin.',
} as const

const M = USER_INPUT_MESSAGES

const namePart = (required: string) => z.string({ error: required }).trim().min(1, required).max(100, M.nameTooLong)

export const userInput = z.object({
  firstName: namePart(M.firstName),
  lastName: namePart(M.lastName),
  // Trimmed and lowercased as sign-in does (SPEC §5), so the stored address matches the typed one.
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .min(1, M.email)
    .max(254, M.emailTooLong)
    .pipe(z.email({ error: M.emailInvalid })),
  role: z.enum(USER_ROLES, { error: M.role }),
})

/** What the form holds (before trimming). */
export type UserFormValues = z.input<typeof userInput>
/** What is saved or sent. */
export type UserInput = z.output<typeof userInput>
