import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { completeName, refreshSessionProfile, useSession } from '@/entities/session'
import { saveProfile } from '../api/save-profile'
import { useReturnPath } from '../return-path'
import { EMPTY_NAME, NameFields, type NameValues } from './name-fields'

// SPEC §5 and §8, in French as the whole screen is.
const NAME_REQUIRED = 'Le prénom et le nom de famille sont requis.'
const MISSING_USER_ID = 'Impossible de trouver votre identifiant utilisateur. Veuillez vous reconnecter.'

/** SPEC §2 first-login profile: saves the users row, then returns where the guard came from. */
export function CompleteProfileForm() {
  const { userId, email, loading } = useSession()
  const navigate = useNavigate()
  const returnTo = useReturnPath()
  const { register, handleSubmit, setError, formState } = useForm<NameValues>({ defaultValues: EMPTY_NAME })

  async function onSubmit(values: NameValues) {
    const name = completeName({ first: values.firstName, last: values.lastName })
    if (!name) return setError('root', { message: NAME_REQUIRED })
    if (!userId || !email) {
      toast.error(MISSING_USER_ID)
      return setError('root', { message: MISSING_USER_ID })
    }
    try {
      await saveProfile({ id: userId, email, name })
      // The guard reads the session context: it must know the profile is complete before we go back.
      await refreshSessionProfile()
      navigate(returnTo, { replace: true })
    } catch (error) {
      console.error('Could not save the profile', error)
      toast.error("Impossible d'enregistrer votre profil.", { description: (error as Error).message })
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <NameFields
        register={register}
        labels={{ first: 'Prénom', last: 'Nom de famille' }}
        error={formState.errors.root?.message}
      />
      <Button type="submit" disabled={loading || formState.isSubmitting}>
        Enregistrer
      </Button>
    </form>
  )
}
