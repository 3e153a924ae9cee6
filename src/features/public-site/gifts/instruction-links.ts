// A web address in the organisers' gift instructions (a pot, a registry elsewhere), up to the
// first space, and without the punctuation that ends the sentence around it. Only http(s): the
// text is the organisers', but a javascript: link on the guests' page is never one we make.
const WEB_ADDRESS = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'»])/i

export type InstructionPart = { text: string; href?: string }

/** The instructions as text and links, in order, so the page can make the addresses tappable. */
export function instructionParts(text: string): InstructionPart[] {
  return text
    .split(WEB_ADDRESS)
    .map((part, i) => (i % 2 === 1 ? { text: part, href: part } : { text: part }))
    .filter((part) => part.text !== '')
}
