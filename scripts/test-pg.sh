#!/usr/bin/env bash
# Runs the API tests again on real PostgreSQL: a fresh database per run, dropped afterwards.
set -euo pipefail
PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
db="console_test_$(date +%s)_$$"
psql_admin() { psql -h "$PGHOST" -p "$PGPORT" -U "$PGUSER" -d postgres -v ON_ERROR_STOP=1 -qtAc "$1"; }
psql_admin "create database $db"
trap 'psql_admin "drop database if exists $db with (force)" >/dev/null || true' EXIT
echo "API tests on PostgreSQL (database $db)"
TEST_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$db" npx vitest run --project api "$@"
echo "Two server processes on PostgreSQL and Redis"
TEST_DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$db" REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}" \
  npx vitest run --project scale
