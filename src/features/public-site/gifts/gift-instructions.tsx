import { instructionParts } from './instruction-links'

/**
 * The organisers' gift instructions (website editor): how to give what a guest reserves, with
 * their web addresses tappable. Text only, whatever it holds: React escapes it.
 */
export function GiftInstructions({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-line">
      {instructionParts(text).map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  )
}
