import type { Rule } from 'eslint';

export const safeUrlAttrs: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
