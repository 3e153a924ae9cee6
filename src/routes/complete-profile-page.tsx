import { CompleteProfileForm } from '@/features/auth/components/complete-profile-form'

/** /complete-profile: the first-login profile form, in French (SPEC §1). */
export function CompleteProfilePage() {
  return (
    <main lang="fr" className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 px-6">
      <title>Complétez votre profil – Eventail</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Complétez votre profil</h1>
        <p className="text-slate-600 dark:text-slate-300">Indiquez votre prénom et votre nom pour continuer.</p>
      </div>
      <CompleteProfileForm />
    </main>
  )
}
