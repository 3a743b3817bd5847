#!/usr/bin/env bash
# Makes the MariaDB/MySQL account the tests use (databases named dd_*), starting the server if it is down.
set -euo pipefail
if ! mysqladmin ping --silent 2>/dev/null; then
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 30); do mysqladmin ping --silent 2>/dev/null && break; sleep 1; done
fi
mysql -uroot <<'SQL'
CREATE USER IF NOT EXISTS 'dd'@'127.0.0.1' IDENTIFIED BY 'dd';
CREATE USER IF NOT EXISTS 'dd'@'localhost' IDENTIFIED BY 'dd';
GRANT ALL PRIVILEGES ON `dd\_%`.* TO 'dd'@'127.0.0.1';
GRANT ALL PRIVILEGES ON `dd\_%`.* TO 'dd'@'localhost';
FLUSH PRIVILEGES;
SQL
echo "MySQL user dd ready on 127.0.0.1:3306"
