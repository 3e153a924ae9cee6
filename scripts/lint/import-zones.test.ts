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
    { filename: at('src/features/gifts/components/x.tsx'), code: "import { useEvent } from '@/features/events'" },
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
      filename: at('src/features/gifts/components/x.tsx'),
      code: "import { useSession } from '@/features/auth/use-session'",
      errors: [{ message: "import auth through its index.ts, not its internals ('@/features/auth/use-session')." }],
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
