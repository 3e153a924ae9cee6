/** What Generate and Optimise ask before changing an arrangement (SPEC §4: generating over one asks first). */
export const ARRANGE_CONFIRMATIONS = {
  generate: {
    title: 'Replace the current arrangement?',
    description:
      'Guests already seated will be placed again from scratch, except those whose seat is locked. Your tables and wishes stay.',
    confirmLabel: 'Generate',
  },
  optimise: {
    title: 'Improve the current arrangement?',
    description:
      'Starting from the tables as they are, guests may change tables to meet more wishes and keep parties together. Locked seats stay put.',
    confirmLabel: 'Optimise',
  },
} as const
