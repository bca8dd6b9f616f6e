// ESLint flat config: typescript-eslint's recommended rules plus React hooks, zero warnings allowed, and the
// layering rules of docs/design.md, "Imports" (docs/design.md): imports run app -> ui -> core and
// widgets -> ui -> core, core has no React, the product never imports the local platform (server/), widget
// runtime never imports widget build code, and browser and Node globals stay on their own side.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import patterns (gitignore syntax, matched against the import text) and why each is refused. */
const REACT = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@nanostores/react', '@r2wc/*'],
  message: 'src/core has no React (docs/design.md, "Imports"): put React code in src/ui.',
};
const UI = {
  group: ['**/ui/**', '**/ui'],
  message: 'src/core imports nothing from src/ui (app -> ui -> core).',
};
const APP = {
  group: ['**/app/**', '**/app'],
  message: 'Only the host app imports src/app (app -> ui -> core, widgets -> ui -> core).',
};
const WIDGETS = {
  group: ['**/widgets/**', '**/widgets'],
  message: 'src never imports widgets/: widgets wrap src/ui, not the other way round.',
};
const SERVER = {
  // Relative paths only: 'react-dom/server' is React's server renderer, not ours.
  regex: '^(\\.{1,2}/)+server(/|$)',
  message:
    'The product never imports the local platform (server/): it talks to it over the network, like the real one.',
};
const BUILD = {
  group: ['**/build/**', '**/build', '**/scripts/**'],
  message: 'Widget runtime code never imports build code (widgets/build/, scripts/).',
};
const NODE_ONLY = ['process', 'Buffer', '__dirname', '__filename', 'require', 'module', 'global'].map(
  (name) => ({
    name,
    message: `${name} is Node's: browser code reads its settings from src/core/config.ts (import.meta.env).`,
  }),
);
const BROWSER_ONLY = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
  (name) => ({ name, message: `${name} is the browser's: Node code has no page.` }),
);

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-tests',
      'demo/public/built',
      '.data',
      '.cache',
      'test-results',
      'playwright-report',
      'src/core/api/generated',
      'server/graphql/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'widgets/**/*.tsx', 'demo/react18-host/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Browser code: the product and the partner demo pages run in a page, not in Node.
  {
    files: ['src/**', 'widgets/**', 'demo/**'],
    ignores: ['widgets/build/**', '**/*.config.{ts,js}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-globals': ['error', ...NODE_ONLY] },
  },
  // Node code: the local platform, scripts and the widget build.
  {
    files: ['server/**', 'app-server/**', 'scripts/**', 'widgets/build/**', '**/*.config.{ts,js}'],
    ignores: ['**/*.test.ts', 'scripts/bench.ts', 'scripts/bench/**', 'scripts/soak/**'],
    rules: { 'no-restricted-globals': ['error', ...BROWSER_ONLY] },
  },
  // Tests, the bench and the soak drive a page from Node (page.evaluate bodies run in the page): both sets of globals.
  {
    files: ['tests/**', '**/*.test.{ts,tsx}', 'scripts/bench.ts', 'scripts/bench/**', 'scripts/soak/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // A browser test waits for what it means (a poll, an event, a quiet network), never a fixed time: a fixed
  // time is too long on a fast machine and too short on a slow one.
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'Wait for the condition (expect.poll, toPass, waitForFunction, an event), not a fixed time.',
        },
      ],
    },
  },

  // The layers. Tests may import server/ (to reuse its parsers and fixtures), and say why where they do.
  {
    files: ['src/core/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict(REACT, UI, APP, WIDGETS, SERVER),
  },
  { files: ['src/ui/**'], ignores: ['**/*.test.{ts,tsx}'], rules: restrict(APP, WIDGETS, SERVER) },
  { files: ['src/app/**'], ignores: ['**/*.test.{ts,tsx}'], rules: restrict(WIDGETS, SERVER) },
  {
    files: ['widgets/**'],
    ignores: ['widgets/build/**', '**/*.config.ts', '**/*.test.{ts,tsx}'],
    rules: restrict(APP, SERVER, BUILD),
  },
);
