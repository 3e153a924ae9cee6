import { RuleTester } from 'eslint'
import { resolve } from 'node:path'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import { importZones } from './import-zones.js'

// RuleTester runs its cases through the test framework's hooks when it is handed them.
Object.assign(RuleTester, { afterAll, describe, it })

const root = resolve(import.meta.dirname, '..', '..')
const at = (path: string) => resolve(root, path)
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } })

tester.run('zones/imports', importZones, {
  valid: [
    { filename: at('src/features/gifts/components/x.tsx'), code: "import { a } from '../api/get-gifts'" },
    { filename: at('src/features/gifts/components/x.tsx'), code: "import { Button } from '@/components/ui/button'" },
    { filename: at('src/features/gifts/components/x.tsx'), code: "import { useEvent } from '@/entities/event'" },
    { filename: at('src/features/gifts/x.ts'), code: "import type { EventRow } from '@/entities/event'" },
    { filename: at('src/entities/event/api/x.ts'), code: "import { useSession } from '@/entities/session'" },
    { filename: at('src/entities/event/components/x.tsx'), code: "import { eventKeys } from '../api/keys'" },
    { filename: at('src/routes/event-layout.tsx'), code: "import { EventGuard } from '@/entities/event'" },
    {
      filename: at('src/routes/website-editor-page.tsx'),
      code: "import { PublicEventView } from '@/features/public-site/components/public-event-view'",
    },
    { filename: at('src/features/gifts/x.ts'), code: "import { PlusOne } from '@kernel/plus-ones'" },
    { filename: at('src/routes/guests-page.tsx'), code: "import { GuestsScreen } from '@/features/guests'" },
    { filename: at('src/app/router.tsx'), code: "const page = import('@/routes/login-page')" },
    {
      filename: at('src/routes/guests-page.tsx'),
      code: "const s = import('@/features/guests/components/guests-screen')",
    },
    { filename: at('src/lib/data/rows.ts'), code: "import { x } from '../supabase'" },
    {
      filename: at('api/_lib/user-account.ts'),
      code: "import type { UserInput } from '../../kernel/user-input.js'",
    },
    { filename: at('src/features/gifts/x.ts'), code: "import useSWR from 'swr'" },
  ],
  invalid: [
    {
      // Features never import each other, not even through an index.ts, nor for a type.
      filename: at('src/features/gifts/components/x.tsx'),
      code: "import { ActivityItem } from '@/features/activity'",
      errors: [
        {
          message:
            'the gifts feature may not import another feature (the activity feature): compose them in routes/, ' +
            "or move what both need down to src/entities/ or the kernel ('@/features/activity').",
        },
      ],
    },
    {
      filename: at('src/features/website-editor/api/x.ts'),
      code: "import type { PublicEvent } from '@/features/public-site/types'",
      errors: [
        {
          message:
            'the website-editor feature may not import another feature (the public-site feature): compose them in ' +
            "routes/, or move what both need down to src/entities/ or the kernel ('@/features/public-site/types').",
        },
      ],
    },
    {
      filename: at('src/features/event-settings/components/x.tsx'),
      code: "const team = import('@/features/team')",
      errors: [
        {
          message:
            'the event-settings feature may not import another feature (the team feature): compose them in routes/, ' +
            "or move what both need down to src/entities/ or the kernel ('@/features/team').",
        },
      ],
    },
    {
      filename: at('src/entities/event/components/x.tsx'),
      code: "import { LoginForm } from '@/features/auth/components/login-form'",
      errors: [{ message: "the event entity may not import a feature ('@/features/auth/components/login-form')." }],
    },
    {
      filename: at('src/features/gifts/components/x.tsx'),
      code: "import { useSession } from '@/entities/session/use-session'",
      errors: [
        { message: "import session through its index.ts, not its internals ('@/entities/session/use-session')." },
      ],
    },
    {
      filename: at('src/entities/event/components/x.tsx'),
      code: "import { getProfile } from '@/entities/session/api/get-profile'",
      errors: [
        { message: "import session through its index.ts, not its internals ('@/entities/session/api/get-profile')." },
      ],
    },
    {
      filename: at('src/lib/data/x.ts'),
      code: "import { useSession } from '@/entities/session'",
      errors: [{ message: "lib may not import entities ('@/entities/session')." }],
    },
    {
      filename: at('kernel/x.ts'),
      code: "import type { EventRow } from '@/entities/event'",
      errors: [{ message: "kernel may not import entities ('@/entities/event')." }],
    },
    {
      filename: at('src/entities/session/x.ts'),
      code: "import { router } from '@/routes/login-page'",
      errors: [{ message: "the session entity may not import routes ('@/routes/login-page')." }],
    },
    {
      filename: at('src/features/gifts/components/x.tsx'),
      code: "import { Button } from '../../../components/ui/button'",
      errors: [{ message: "Import from outside this feature with '@/…' ('../../../components/ui/button')." }],
    },
    {
      filename: at('src/features/gifts/x.ts'),
      code: "import { PlusOne } from '../../../kernel/plus-ones'",
      errors: [{ message: "Import from outside this feature with '@/…' ('../../../kernel/plus-ones')." }],
    },
    {
      filename: at('src/lib/toast.ts'),
      code: "import { GuestsScreen } from '@/features/guests'",
      errors: [{ message: "lib may not import a feature ('@/features/guests')." }],
    },
    {
      filename: at('kernel/plus-ones.ts'),
      code: "import { supabase } from '@/lib/supabase'",
      errors: [{ message: "kernel may not import lib ('@/lib/supabase')." }],
    },
    {
      filename: at('src/features/gifts/x.ts'),
      code: "import { router } from '@/routes/login-page'",
      errors: [{ message: "the gifts feature may not import routes ('@/routes/login-page')." }],
    },
    {
      filename: at('api/_lib/x.ts'),
      code: "import { toast } from '../../src/lib/toast'",
      errors: [{ message: "api may not import lib ('../../src/lib/toast')." }],
    },
  ],
})
