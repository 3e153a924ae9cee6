import { ACCENT_PALETTES, ACCENTS, type Accent } from '@kernel/accent-palettes'

/**
 * The site's accent colour (buttons, links, the programme; the guests' e-mails too): a few
 * palettes whose every pairing reads at WCAG AA in light and dark (accent-palettes.test.ts), not
 * a free colour that could not.
 */
export function AccentField({ value, onChange }: { value: Accent; onChange: (accent: Accent) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Accent colour</legend>
      <div className="grid grid-cols-2 gap-2">
        {ACCENTS.map((accent) => {
          const { label, shades } = ACCENT_PALETTES[accent]
          return (
            <label
              key={accent}
              className="flex items-center gap-2 rounded-md border border-slate-200 p-2 text-sm has-checked:border-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-accent-500 dark:border-slate-800 dark:has-checked:border-slate-100"
            >
              <input
                type="radio"
                name="accent"
                className="sr-only"
                checked={value === accent}
                onChange={() => onChange(accent)}
              />
              {/* The light page's shade and the dark page's, side by side. */}
              <span aria-hidden="true" className="flex overflow-hidden rounded-full border border-slate-300">
                <span className="size-4" style={{ background: shades[600] }} />
                <span className="size-4" style={{ background: shades[400] }} />
              </span>
              {label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
