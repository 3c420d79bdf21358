import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The client imports one way (issue #31, bulletproof-react's zones): components/ui and lib →
 * features/* → app/. A feature never imports another: what two features share moves down to
 * components/, lib/ or src/shared, and a page that shows several features is put together in
 * app/routes/. One zone per feature folder, read from the disk, so a new feature is covered too.
 * (Import cycles: src/client/import-graph.test.ts, which counts type-only imports as well.)
 */
function clientBoundaries() {
  const features = readdirSync(`${import.meta.dirname}/src/client/features`, {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  // A key written out where it is used drifts from the one its feature refreshes.
  const inlineKey = 'Property[key.name="queryKey"] > :matches(ArrayExpression, TSAsExpression)';
  return {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: inlineKey,
          message:
            "Take the key from the feature's key factory (…Keys in its api file); another " +
            "feature's data is refreshed with announce() (lib/data-changes.ts).",
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/client', from: './src/server' },
            { target: './src/client/lib', from: ['./src/client/components'] },
            {
              target: ['./src/client/lib', './src/client/components'],
              from: ['./src/client/features', './src/client/app'],
            },
            { target: './src/client/features', from: './src/client/app' },
            ...features.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another: move what both need to components/, lib/ or ' +
                'src/shared, or put the page together in app/routes/.',
            })),
          ],
        },
      ],
    },
  };
}

/**
 * The server's modules import one way (issue #31): a module imports another only through the short
 * list below, so the module graph stays a tree a newcomer can draw, and the layers under the
 * modules (db, auth, http, outbox, realtime, notifications) never import a module. A new module
 * gets an empty list, read from the disk.
 */
const SERVER_MODULE_IMPORTS = {
  attendance: ['call-outs', 'my-shifts', 'shift-offers'],
  'attendance-timers': ['call-outs', 'shift-confirmations', 'shift-offers'],
  'calendar-feeds': ['shift-offers'],
  'call-outs': ['shift-offers'],
  'coverage-requests': ['assignment-rules', 'audit', 'shift-offers'],
  guards: ['qualifications', 'users'],
  invites: ['shift-offers', 'users'],
  'my-shifts': ['assignment-rules', 'call-outs', 'shift-offers'],
  schedule: ['coverage-requests'],
  'shift-confirmations': ['my-shifts', 'shift-offers'],
  'shift-contacts': ['assignment-rules', 'shift-confirmations', 'shift-offers'],
  'shift-offers': ['assignment-rules'],
  sms: ['shift-confirmations', 'shift-offers'],
  'time-off': ['call-outs', 'shift-offers'],
  users: ['profile'],
};

function serverBoundaries() {
  const modules = readdirSync(`${import.meta.dirname}/src/server/modules`, {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const layers = ['db', 'auth', 'http', 'outbox', 'realtime', 'notifications'];
  return [
    {
      target: layers.map((layer) => `./src/server/${layer}`),
      from: './src/server/modules',
      message:
        'The layers under the modules never import one: pass what they need in, or move it down.',
    },
    ...modules.map((name) => {
      const allowed = SERVER_MODULE_IMPORTS[name] ?? [];
      return {
        target: `./src/server/modules/${name}`,
        from: './src/server/modules',
        except: [`./${name}`, ...allowed.map((other) => `./${other}`)],
        message:
          `${name} may import ${allowed.length ? allowed.join(', ') : 'no other module'} ` +
          '(SERVER_MODULE_IMPORTS in eslint.config.js): move what both need down to db/ or ' +
          'src/shared, or invert it with an event.',
      };
    }),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'] },
            { target: './src/server', from: './src/client' },
            // The client's zones are in the client block below.
            ...serverBoundaries(),
          ],
        },
      ],
    },
  },
  {
    // import-x resolves imports to apply its zones and follow cycles: TypeScript's parser for
    // .ts/.tsx, and './x.js' resolves to the x.ts beside it, as TypeScript resolves it. Without it
    // './api' and '../db/schema.js' resolved to nothing and every zone passed unchecked.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // No import cycles (issue #31).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A route file reads like a table of contents: its handlers call the module's repository or
    // rules, never the query builder (STYLE.md; issue #31).
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: "Routes call their module's repository; the query belongs there (STYLE.md).",
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  clientBoundaries(),
  {
    // Playwright fixtures destructure nothing when they need no other fixture.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // light-my-request types response.json() as any; tests read it and assert on it.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
