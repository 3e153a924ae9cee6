import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { FIELD_CONTROL_CLASS, FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import { TITLE_FONTS, type TitleFont, type WebsiteSettings } from '@kernel/website-settings'
import { CONTACT_EMAIL_MAX } from '@kernel/contact-email-rule'
import type { SiteContent } from '@kernel/site-content'
import { AccentField } from './accent-field'
import { BackgroundField } from './background-field'
import { GiftInstructionsField } from './gift-instructions-field'
import { SiteContentEditor } from './site-content-editor'

const FONT_NAMES: Record<TitleFont, string> = {
  'alex-brush': 'Alex Brush',
  arizonia: 'Arizonia',
  'love-light': 'Love Light',
}

/**
 * SPEC §2 website editor side panel: theme, accent colour, title font and background image, the contact e-mail
 * guests see (the owner's address until the organisers publish another), and gift instructions.
 */
export function WebsitePanel({
  draft,
  onChange,
  contact,
  contactError,
  onPickBackground,
  uploading,
  content,
  onContentChange,
  contentProblem,
  canPublish,
  publishing,
  onPublish,
}: {
  draft: WebsiteSettings
  onChange: (next: WebsiteSettings) => void
  /** The contact e-mail as the field shows it and publishing saves it. */
  contact: string
  contactError: string | null
  onPickBackground: (file: File) => void
  uploading: boolean
  /** The programme, sections, FAQ and RSVP questions as drafted. */
  content: SiteContent
  onContentChange: (next: SiteContent) => void
  /** What keeps the drafted content from being published, if anything. */
  contentProblem: string | null
  canPublish: boolean
  publishing: boolean
  onPublish: () => void
}) {
  const id = useId()
  return (
    // Beside the preview it stays in view while the page scrolls (and scrolls itself when taller).
    <aside
      aria-label="Website settings"
      className="flex w-full flex-col gap-5 border-slate-200 p-4 md:sticky md:top-0 md:max-h-dvh md:w-80 md:shrink-0 md:self-start md:overflow-y-auto md:border-r dark:border-slate-800"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Theme</legend>
        {(['light', 'dark'] as const).map((theme) => (
          <label key={theme} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="theme"
              checked={draft.theme === theme}
              onChange={() => onChange({ ...draft, theme })}
            />
            {theme === 'light' ? 'Light' : 'Dark'}
          </label>
        ))}
      </fieldset>
      <AccentField value={draft.accent} onChange={(accent) => onChange({ ...draft, accent })} />
      <label className="flex flex-col gap-1 text-sm font-medium">
        Title font
        <select
          value={draft.titleFont ?? ''}
          onChange={(event) => onChange({ ...draft, titleFont: (event.target.value || null) as TitleFont | null })}
          className={FIELD_CONTROL_CLASS}
        >
          <option value="">Default script font</option>
          {TITLE_FONTS.map((font) => (
            <option key={font} value={font}>
              {FONT_NAMES[font]}
            </option>
          ))}
        </select>
      </label>
      <BackgroundField
        hasImage={Boolean(draft.bgImage)}
        uploading={uploading}
        onPick={onPickBackground}
        onRemove={() => onChange({ ...draft, bgImage: null })}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label="Contact e-mail"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_EMAIL_MAX}
          value={contact}
          onChange={(event) => onChange({ ...draft, contactEmail: event.target.value })}
          error={contactError}
          aria-describedby={contactError ? undefined : `${id}-contact-hint`}
        />
        {/* The error takes the hint's place (the hint is larger than a field description). */}
        {!contactError && (
          <p id={`${id}-contact-hint`} className="text-sm text-slate-600 dark:text-slate-300">
            Shown to guests at the foot of the page and when their name is not on the guest list.
          </p>
        )}
      </div>
      <GiftInstructionsField
        value={draft.giftInstructions ?? ''}
        onChange={(giftInstructions) => onChange({ ...draft, giftInstructions })}
      />
      <SiteContentEditor value={content} onChange={onContentChange} />
      {/* The panel is long now: the button stays at hand at its foot. */}
      <div className="sticky bottom-0 flex flex-col gap-2 bg-white py-2 dark:bg-slate-950">
        {contentProblem && <FieldError role="status">{contentProblem}</FieldError>}
        <Button disabled={!canPublish || publishing || uploading} onClick={onPublish}>
          {publishing ? 'Publishing…' : 'Publish changes'}
        </Button>
      </div>
    </aside>
  )
}
