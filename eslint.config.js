import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storefront from './scripts/eslint/safe-url-attrs.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'bench-results/', 'e2e/.artifacts/', 'html-samples/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A name declared again in an inner scope hides the outer one: a test once awaited a spy where it meant
      // the wait of the same name, and waited for nothing.
      '@typescript-eslint/no-shadow': ['error', { ignoreTypeValueShadow: true, ignoreFunctionTypeParameterNameValueShadow: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'Never eval: scripts go through core/dom runScript.' },
        { selector: "NewExpression[callee.name='Function']", message: 'Never new Function.' },
        // The console keeps its arguments for the page's life: an element handed to it keeps its whole tree
        // (a region a partial load swapped out, with its islands) alive. Errors may go along.
        ...["Identifier.arguments:not([name=/^(err|error|line)$/])", 'MemberExpression.arguments'].map((arg) => ({
          selector: `CallExpression[callee.object.name='console'] > ${arg}`,
          message: 'Name an element in the message text (core/dom/describe.ts describeElement), never pass it to the console.',
        })),
      ],
    },
  },
  {
    // What ships: every address written into the page goes through core/dom/safe-url.ts.
    files: ['core/**/*.{ts,tsx}', 'islands/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    // Test helpers live in fixtures/, outside what ships.
    ignores: ['**/*.test.{ts,tsx}', 'core/dom/safe-url.ts'],
    plugins: { storefront },
    rules: { 'storefront/safe-url-attrs': 'error' },
  },
  {
    files: ['islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['ky', 'ky/*'], message: 'Islands call the shop through their api.ts on core/http.' },
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Islands never import each other: meet in the store or through storefront:* events.' },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/islands/**'], message: 'core never imports islands.' }] }] },
  },
);
