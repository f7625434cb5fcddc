#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL (127.0.0.1:5432) and a PgBouncer in transaction
# pooling mode in front of the primary, for the API tests that exercise them (.ci/run starts them
# before `npm test` and stops them after). Run as root; both run as the `postgres` user from a
# temporary folder. Idempotent: `start` on a running set-up only checks it; `stop` removes the folder.
#
#   scripts/pg-replica.sh start   # replica on 127.0.0.1:5433 (hot standby), PgBouncer on 127.0.0.1:6433
#   scripts/pg-replica.sh stop-replica   # stops the standby only (the tests' "replica down" case)
#   scripts/pg-replica.sh stop
#
# The only change to the main cluster: a `host replication all 127.0.0.1/32 trust` line in its
# pg_hba.conf when it has none (pg_basebackup and the standby connect over it), then a reload.
set -euo pipefail
STATE="${TM_REPLICA_DIR:-/tmp/tm-pg-replica}"
REPLICA_PORT="${TM_REPLICA_PORT:-5433}"
BOUNCER_PORT="${TM_PGBOUNCER_PORT:-6433}"
PRIMARY_PORT=5432
VERSION="$(ls /etc/postgresql | sort -n | tail -1)"
BIN="/usr/lib/postgresql/$VERSION/bin"
as_pg() { runuser -u postgres -- "$@"; }

stop() {
  if [ -f "$STATE/pgbouncer.pid" ]; then
    kill "$(cat "$STATE/pgbouncer.pid")" 2>/dev/null || true
  fi
  if [ -f "$STATE/data/postmaster.pid" ]; then
    as_pg "$BIN/pg_ctl" -D "$STATE/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$STATE"
}

start() {
  if pg_isready -q -h 127.0.0.1 -p "$REPLICA_PORT" && pg_isready -q -h 127.0.0.1 -p "$BOUNCER_PORT"; then
    echo "replica on :$REPLICA_PORT and PgBouncer on :$BOUNCER_PORT already running"
    return
  fi
  stop
  local hba
  hba="$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atc 'show hba_file')"
  if ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32' "$hba"; then
    echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
    psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -qAtc 'select pg_reload_conf()' >/dev/null
  fi
  mkdir -p "$STATE"
  chown postgres: "$STATE"
  # -R writes standby.signal and primary_conninfo; -X stream copies the WAL written meanwhile.
  as_pg pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$STATE/data" -R -X stream -c fast
  # Debian keeps the primary's postgresql.conf in /etc, so pg_basebackup copies none: the few
  # settings that matter are written here (a hot standby needs the primary's limits or higher) (primary_conninfo is in postgresql.auto.conf, from -R).
  cat >"$STATE/data/postgresql.conf" <<CONF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$STATE'
hot_standby = on
$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atc "select name || ' = ' || setting from pg_settings where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')")
shared_buffers = 32MB
hba_file = '$hba'
ident_file = '$(dirname "$hba")/pg_ident.conf'
CONF
  chown postgres: "$STATE/data/postgresql.conf"
  as_pg "$BIN/pg_ctl" -D "$STATE/data" -w -t 30 -l "$STATE/replica.log" start >/dev/null
  cat >"$STATE/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$PRIMARY_PORT
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $STATE/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = $STATE/pgbouncer.log
pidfile = $STATE/pgbouncer.pid
INI
  echo '"postgres" ""' >"$STATE/userlist.txt"
  chown postgres: "$STATE"/pgbouncer.ini "$STATE"/userlist.txt
  as_pg pgbouncer -d -q "$STATE/pgbouncer.ini"
  for _ in $(seq 100); do
    pg_isready -q -h 127.0.0.1 -p "$BOUNCER_PORT" && break
    sleep 0.1
  done
  pg_isready -q -h 127.0.0.1 -p "$BOUNCER_PORT"
  echo "replica on :$REPLICA_PORT (hot standby of :$PRIMARY_PORT), PgBouncer on :$BOUNCER_PORT"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  stop-replica) as_pg "$BIN/pg_ctl" -D "$STATE/data" -m fast -w stop >/dev/null ;;
  *) echo "usage: $0 start|stop|stop-replica" >&2; exit 2 ;;
esac
