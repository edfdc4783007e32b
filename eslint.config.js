import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web features, each a folder of web/src/features. */
const webFeatures = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The Lambda folders of functions/: one per route-table function group (each only binds its
 * operations in index.ts), and the WebSocket/stream and scheduled-job functions.
 */
const lambdaFolders = readdirSync('functions', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !['capabilities', 'stores', 'data', 'lib', 'geo'].includes(name));

/**
 * Which capability may use which (docs/architecture.md, decision 0028): the capabilities of
 * functions/capabilities in layers, each using only those of the layers below it, never one of
 * its own layer; so no two capabilities import each other, and nothing low imports something
 * high. A capability folder that is in no layer fails the lint: place it first.
 */
const capabilityLayers = [
  // Services any capability may use: signed links, uploads, the business's readiness, live updates.
  ['links', 'uploads', 'settings', 'live-updates'],
  // Every mail, rendered and queued.
  ['mails'],
  // One area's use cases, on their own stores.
  [
    'analytics',
    'bookkeeping',
    'catalog',
    'content',
    'coverage',
    'deliveries',
    'discounts',
    'drone-zones',
    'firms',
    'ledger',
    'mail-problems',
    'newsletter',
    'portfolio',
    'ratings',
    'receipts',
    'schedules',
    'search',
    'weather',
    // The owner's private calendars read as busy times (decision 0038).
    'private-calendars',
  ],
  // Money: every Stripe call (checkouts, invoices, refunds, credits) and the webhook.
  ['payments'],
  // Booking, moving, cancelling, the owner's changes of a booking.
  ['bookings'],
  // What spans a customer's or the owner's whole account; the owner's calendar feed.
  ['accounts', 'owner-panel', 'calendar', 'firm-billing'],
];

const capabilityFolders = readdirSync('functions/capabilities', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = capabilityFolders.filter((name) => !capabilityLayers.flat().includes(name));
if (unplaced.length > 0)
  throw new Error(
    `Place the capability folder(s) ${unplaced.join(', ')} in capabilityLayers (eslint.config.js).`,
  );

const capabilityZones = capabilityLayers.flatMap((layer, index) =>
  layer.map((capability) => ({
    target: `./functions/capabilities/${capability}`,
    from: capabilityLayers
      .slice(index)
      .flat()
      .filter((other) => other !== capability)
      .map((other) => `./functions/capabilities/${other}`),
    message: `A capability uses only the capabilities of the layers below its own (capabilityLayers in eslint.config.js): '${capability}' is in layer ${index + 1}.`,
  })),
);

/**
 * The architecture as import rules (docs/decisions/0008-import-boundaries.md):
 * - web features do not import each other; what two share lives in web/src/lib (code) or
 *   web/src/components (UI), which import no feature and not the app shell;
 * - shared imports neither web, functions, infra nor tests;
 * - production code imports neither tests nor the local twin (infra/local);
 * - handlers (functions) do not import the web app, and the web app no handler;
 * - the CDK app builds from the route table, never from handler internals; the owner's
 *   scripts (infra/ops, e.g. `npm run setup:stripe`) may use handler modules such as the
 *   webhook's list of handled Stripe events, but not the web app;
 * - a Lambda folder of functions/ binds its operations, built from the capabilities below it
 *   (functions/capabilities, stores, data, lib, geo), and imports no other Lambda folder;
 *   nothing below imports a Lambda folder;
 * - the entity stores (functions/stores, one writer per item type) sit below every capability
 *   and import none; the table core, lib and geo import neither;
 * - capabilities use one another only downwards through their layers (capabilityLayers).
 */
const boundaryZones = [
  {
    target: './functions/stores',
    from: './functions/capabilities',
    message:
      'The stores sit below the capabilities and import none: move the use case into a capability, or what it needs into a store.',
  },
  {
    target: ['./functions/data', './functions/lib'],
    from: ['./functions/stores', './functions/capabilities', './functions/geo'],
    message: 'The table core and lib sit below the stores, the capabilities and geo.',
  },
  {
    target: './functions/geo',
    from: './functions/capabilities',
    message: 'Geo sits below the capabilities.',
  },
  ...capabilityZones,
  ...lambdaFolders.map((folder) => ({
    target: `./functions/${folder}`,
    from: lambdaFolders.filter((other) => other !== folder).map((other) => `./functions/${other}`),
    message:
      'A Lambda folder imports no other Lambda folder: move what both need into functions/capabilities.',
  })),
  {
    target: [
      './functions/capabilities',
      './functions/stores',
      './functions/data',
      './functions/lib',
      './functions/geo',
    ],
    from: lambdaFolders.map((folder) => `./functions/${folder}`),
    message:
      'Capabilities, data access and lib sit below the Lambda folders and never import them.',
  },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'Web features do not import each other: move what both need to web/src/lib or web/src/components.',
  })),
  {
    target: ['./web/src/lib', './web/src/components'],
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/lib and web/src/components are below the features and the app shell.',
  },
  {
    target: './shared',
    from: ['./web', './functions', './infra', './tests'],
    message: 'shared/ is imported by web and functions, and imports neither.',
  },
  {
    target: ['./shared', './functions', './web/src', './infra'],
    from: ['./tests', './infra/local'],
    message: 'Production code imports neither tests nor the local twin.',
  },
  {
    target: './functions',
    from: './web',
    message: 'Handlers do not import the web app.',
  },
  {
    // Everything in infra except the owner's scripts (infra/ops).
    target: ['./infra/*.ts', './infra/!(ops)/**'],
    from: ['./functions', './web'],
    message: 'The CDK app reads the route table (shared/api), never handler or web internals.',
  },
  {
    target: './infra/ops',
    from: './web',
    message: "The owner's scripts do not import the web app.",
  },
  {
    target: './web/src',
    from: ['./functions', './infra'],
    message: 'The web app imports no handler and no infrastructure code.',
  },
];

/**
 * Links to pages are built from the page table (shared/site/pages.ts: `pagePath`, `pageUrl`),
 * never written out (docs/decisions/0011-page-table.md): a string or template literal that
 * starts with `/` and a letter is refused, except the API (`/api/`), public images (`/media/`),
 * the twin's own paths (`/_local/`), the WebSocket path (`/ws`) and files (`/config.json`,
 * `/logo.svg`). In a template literal the part where the path begins is checked: the head
 * (`/booking/${id}`), or the part after the site's address (`${siteUrl}/profile`).
 */
const notAPage = /^\/(?:api|media|_local|ws)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i;
const isPagePath = (text) => /^\/[a-z]/i.test(text) && !notAPage.test(text);

const noLiteralPagePath = {
  meta: {
    type: 'problem',
    docs: { description: 'Links to pages are built from the page table.' },
    schema: [],
    messages: {
      literalPagePath:
        "Build links from the page table (shared/site/pages.ts: pagePath, or pageUrl on the server) instead of writing '{{path}}'.",
    },
  },
  create(context) {
    const report = (node, path) =>
      context.report({ node, messageId: 'literalPagePath', data: { path } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && isPagePath(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        // The first literal part with a slash is where the path begins.
        const start = node.quasis.find((quasi) => (quasi.value.cooked ?? '').includes('/'));
        const text = start?.value.cooked ?? '';
        if (isPagePath(text)) report(start, text);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '**/dist/',
      // The page renderer's build (web/dist-server, decision 23).
      '**/dist-server/',
      'cdk.out/',
      '.local-data*/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // Path aliases (@shared, @functions, @web, @infra, @tests) instead of deep climbs.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Use a path alias (@shared/…, @web/…, @functions/…) instead of ../../.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Vite config and its build helpers run before the aliases exist.
    files: ['web/*.ts', 'web/build/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Production code; tests and the local twin may reach into test support.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'infra/local/**', 'infra/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // Links to pages come from the page table, in the browser and in mails (decision 11).
    files: ['web/src/**/*.{ts,tsx}', 'functions/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'shared/site/pages.ts'],
    plugins: { site: { rules: { 'no-literal-page-path': noLiteralPagePath } } },
    rules: { 'site/no-literal-page-path': 'error' },
  },
  {
    // Schemas use zod/mini as a namespace import (decisions 22 and 27): the classic API (every
    // method on every schema) costs about 60 KB in each Lambda bundle, and the `z` object holds
    // all of zod/mini, which esbuild cannot shake.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'infra/**/*.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Schemas use zod/mini: import * as z from 'zod/mini' (decision 27).",
            },
          ],
          patterns: [
            {
              // zod/v4/core: the error class both APIs throw (`$ZodError`).
              regex: '^zod/(?!mini$|v4/core$)',
              message: "Schemas use zod/mini: import * as z from 'zod/mini' (decision 27).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Import the namespace: import * as z from 'zod/mini' (or import type * as z).",
        },
      ],
    },
  },
  {
    // In the Lambdas' code, `z.core.X` or `z.locales` keeps all of zod's core in the bundle
    // (JSON schema, every locale: 400 KB); import such a value from 'zod/v4/core' by name.
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Import the namespace: import * as z from 'zod/mini' (or import type * as z).",
        },
        {
          selector: "MemberExpression[object.name='z'][property.name=/^(core|locales)$/]",
          message:
            "z.core / z.locales keep all of zod's core in the bundle: import the value from 'zod/v4/core' by name.",
        },
      ],
    },
  },
  {
    // zod stays out of the browser: the web app takes only types from the API schemas.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shared/api/*', 'zod', 'zod/*'],
              allowTypeImports: true,
              message:
                'The web app imports only types from the API schemas (zod stays on the server).',
            },
          ],
        },
      ],
    },
  },
);
