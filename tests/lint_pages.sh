#!/bin/sh
# The lint of the pages' scripts by ESLint (eslint.config.mjs at the root), skipped where
# `npm ci` has not installed it.
cd "$(dirname "$0")/.." || exit 2
if [ ! -x node_modules/.bin/eslint ]; then
  echo "ESLint is not installed (npm ci at the root installs it): the pages' lint is skipped"
  exit 77
fi
exec node_modules/.bin/eslint --max-warnings 0 pages play/page replay/page
