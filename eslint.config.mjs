// The lint of the pages' scripts: ESLint's recommended rules, in a browser, as plain scripts
// (no modules, no build step). `npm ci` installs ESLint; the test pages.lint runs it.
import js from '@eslint/js';
import globals from 'globals';

export default [
  js.configs.recommended,
  {
    files: ['pages/*.js', 'play/page/*.js', 'replay/page/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: globals.browser },
  },
];
