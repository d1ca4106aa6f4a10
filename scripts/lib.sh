# Shared helpers for the scripts in this folder. Source it: . "$(dirname "$0")/lib.sh"
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}

say() { printf '\n== %s\n' "$*"; }

# need_packages PKG...: installs the Debian packages that are missing, as root or with sudo; otherwise says
# exactly what to install and stops.
need_packages() {
  missing=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Please install these Debian packages first:  apt-get install$missing" >&2
    exit 1
  fi
  say "installing Debian packages:$missing"
  $SUDO apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
}

# The native toolchain and libraries of the engine and its tests.
need_engine_packages() {
  need_packages build-essential cmake catch2 libcereal-dev clang libclang-rt-14-dev
}

# configure_native DIR [CMAKE ARGS...]: configures a native build in $ROOT/DIR once.
configure_native() {
  dir=$1; shift
  if [ ! -f "$ROOT/$dir/CMakeCache.txt" ]; then
    cmake -S "$ROOT" -B "$ROOT/$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
  fi
}
