// Money is written one way per language, everywhere (euros only, SPEC §9): the public pages in
// French, the admin in English. Both put the amount first, then the euro sign after a no-break
// space (SPEC §2 "the amount followed by the euro sign"), always with cents, so 45 and 45.5 line
// up in a list and a total reads like its items.

// Pure annotations: a page that writes one language does not carry the other's formatter.
const french = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
const english = /* @__PURE__ */ new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** French pages: "249,90 €", "1 250,00 €" (fr-FR groups thousands with a narrow no-break space). */
export const formatEurosFr = (amount: number): string => french.format(amount)

/** English screens (the admin): "249.90 €", "1,250.00 €". */
export const formatEurosEn = (amount: number): string => `${english.format(amount)}\u00a0€`
