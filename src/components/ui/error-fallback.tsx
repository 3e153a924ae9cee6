import { Button } from './button'

export function ErrorFallback({ message }: { message?: string }) {
  return (
    <main role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      {message && <p className="text-sm text-slate-500 dark:text-slate-400">{message}</p>}
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  )
}
