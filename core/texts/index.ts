export {
  defineTexts,
  formatText,
  resolveTexts,
  type ResolveOptions,
  type ResolvedTexts,
  type TextOverrides,
  type TextsDefinition,
  type TextVariants,
} from './define';
export { readTextOverrides, TEXT_OVERRIDES_ID } from '../page/text-overrides';
export { useTexts } from './use-texts';
