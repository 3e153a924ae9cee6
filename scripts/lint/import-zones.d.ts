import type { ESLint, Rule } from 'eslint'

export const importZones: Rule.RuleModule
export const zonesPlugin: ESLint.Plugin
