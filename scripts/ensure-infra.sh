#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and RabbitMQ run on this machine (and Chromium is installed, with
# --with-chromium, also pdftotext and zbarimg for the tests): installs them with apt-get when absent, starts them when stopped.
set -euo pipefail

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" = 0 ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
  for _ in $(seq 1 90); do port_open "$1" && return 0; sleep 1; done
  echo "ensure-infra: $2 did not open port $1" >&2
  return 1
}

ensure_postgres() {
  port_open 5432 && return 0
  local fresh=0
  if ! command -v pg_ctlcluster >/dev/null; then
    echo "ensure-infra: installing PostgreSQL"
    apt_install postgresql
    fresh=1
  fi
  local version
  version=$(ls /etc/postgresql | sort -V | tail -1)
  if [ "$fresh" = 1 ]; then
    # local development only: trust connections from this machine, as the test setup expects
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "/etc/postgresql/$version/main/pg_hba.conf"
  fi
  echo "ensure-infra: starting PostgreSQL $version"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_port 5432 PostgreSQL
}

# test files run side by side, each with a whole stack of pools (and race tests open many
# connections at once): 100, Debian's default, is not enough
MIN_PG_CONNECTIONS=400
ensure_pg_connections() {
  local current
  current=$(psql -h 127.0.0.1 -U postgres -Atc 'show max_connections' 2>/dev/null || echo 0)
  [ "$current" -ge "$MIN_PG_CONNECTIONS" ] && return 0
  echo "ensure-infra: raising PostgreSQL max_connections from $current to $MIN_PG_CONNECTIONS"
  psql -h 127.0.0.1 -U postgres -qc "ALTER SYSTEM SET max_connections = $MIN_PG_CONNECTIONS"
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main restart
  wait_port 5432 PostgreSQL
}

ensure_redis() {
  port_open 6379 && return 0
  command -v redis-server >/dev/null || { echo "ensure-infra: installing Redis"; apt_install redis-server; }
  echo "ensure-infra: starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/portal.log
  wait_port 6379 Redis
}

ensure_rabbitmq() {
  port_open 5672 && return 0
  command -v rabbitmq-server >/dev/null || { echo "ensure-infra: installing RabbitMQ"; apt_install rabbitmq-server; }
  echo "ensure-infra: starting RabbitMQ"
  $SUDO rabbitmq-server -detached || true
  wait_port 5672 RabbitMQ
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  echo "ensure-infra: installing Chromium"
  apt_install chromium
}

# the export tests open every xlsx in LibreOffice (headless conversion to CSV)
ensure_libreoffice() {
  command -v libreoffice >/dev/null 2>&1 && return 0
  echo "ensure-infra: installing LibreOffice Calc"
  apt_install --no-install-recommends libreoffice-calc
}

# the payment tests read invoice PDFs with pdftotext (poppler-utils); zbarimg decodes QR codes
ensure_test_tools() {
  command -v pdftotext >/dev/null && command -v zbarimg >/dev/null && return 0
  echo "ensure-infra: installing poppler-utils and zbar-tools"
  apt_install poppler-utils zbar-tools
}

ensure_postgres
ensure_pg_connections
ensure_redis
ensure_rabbitmq
if [ "${1:-}" = "--with-chromium" ]; then ensure_chromium; ensure_libreoffice; ensure_test_tools; fi
if [ "${1:-}" = "--with-libreoffice" ]; then ensure_libreoffice; fi
echo "ensure-infra: PostgreSQL, Redis and RabbitMQ are running"
