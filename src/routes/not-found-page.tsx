import { Link, useNavigate } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { paths } from '@/lib/paths'

/** SPEC §2: the 404 is in French, with buttons for home, back and dashboard. */
export function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <main
      lang="fr"
      className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <title>Page introuvable – Eventail</title>
      <p className="text-6xl font-bold text-rose-600">404</p>
      <h1 className="text-2xl font-semibold">Page introuvable</h1>
      <p className="text-slate-600 dark:text-slate-300">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonStyles('primary')}>
          Accueil
        </Link>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Retour
        </Button>
        <Link to={paths.admin()} className={buttonStyles('secondary')}>
          Tableau de bord
        </Link>
      </div>
    </main>
  )
}
