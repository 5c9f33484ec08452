import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/drizzle/**', 'web/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    rules: {
      // a service may import shared packages only, never another service's code
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@portal/identity',
            '@portal/catalog',
            '@portal/registration',
            '@portal/payment',
            '@portal/notification',
            '@portal/export',
            '../../*/src/*',
          ],
        },
      ],
    },
  },
);
