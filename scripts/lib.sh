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
  need_packages build-essential cmake pkg-config catch2 libcereal-dev nettle-dev clang libclang-rt-14-dev \
    libqrencode-dev libzbar-dev
}

# build_preset NAME [CMAKE BUILD ARGS...]: configures and builds a preset of CMakePresets.json (release: build/,
# asan: build-asan/, fuzz: build-fuzz/, web: build-web/). Configuring again each time is quick, and takes in
# new files and changed settings.
build_preset() {
  name=$1; shift
  (cd "$ROOT" && cmake --preset "$name" >/dev/null && cmake --build --preset "$name" -j "$JOBS" "$@")
}

# ---- The web build -------------------------------------------------------------------------------------
# Emscripten from Debian; SDL2, Dear ImGui and nettle from Debian's source packages (pinned), SDL2 compiled for
# WebAssembly once and cached in $ROOT/.cache; the UI font subset from Debian's DejaVu fonts. The web preset
# (CMakePresets.json) finds them at these paths: change both together.
CACHE="$ROOT/.cache"
SDL2_SOURCE="libsdl2=2.26.5+dfsg-1"
SDL2_DIR="$CACHE/src/libsdl2-2.26.5+dfsg"
IMGUI_SOURCE="imgui=1.86+ds-1"
IMGUI_DIR="$CACHE/src/imgui-1.86+ds"
NETTLE_SOURCE="nettle=3.8.1-2"  # SHA-256 and Ed25519 (seal.h, signature.h); the same version as the machine's nettle-dev
NETTLE_DIR="$CACHE/src/nettle-3.8.1"
# qrencode's upstream tarball as Debian ships it (the same version as the machine's libqrencode-dev), pinned by its
# SHA-256; only that file is fetched, as the web build needs none of Debian's packaging.
QRENCODE_ORIG="http://deb.debian.org/debian/pool/main/q/qrencode/qrencode_4.1.1.orig.tar.bz2"
QRENCODE_SHA256="e455d9732f8041cf5b9c388e345a641fd15707860f928e94507b1961256a6923"
QRENCODE_DIR="$CACHE/src/qrencode-4.1.1"
SDL2_WEB="$CACHE/sdl2-web-2.26.5"
FONT_DIR="$CACHE/fonts"
export NODE_PATH=/usr/share/nodejs   # emcc runs on the machine's Node, which needs Debian's modules

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "Please run as root (or install sudo): $*" >&2; exit 1
  fi
}

# apt-get source needs deb-src lines; add them beside the machine's Debian sources once.
enable_source_packages() {
  if grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then return 0; fi
  say "enabling Debian source packages"
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee /etc/apt/sources.list.d/debian-src.sources >/dev/null
  else
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list | as_root tee /etc/apt/sources.list.d/debian-src.list >/dev/null
  fi
  as_root apt-get update -qq
}

fetch_source() {  # fetch_source PACKAGE=VERSION DIR
  [ -d "$2" ] && return 0
  enable_source_packages
  say "fetching Debian source package $1"
  mkdir -p "$CACHE/src"
  (cd "$CACHE/src" && apt-get source -qq "$1" >/dev/null 2>&1) || (cd "$CACHE/src" && apt-get source "$1")
  [ -d "$2" ] || { echo "could not unpack $1 into $2" >&2; exit 1; }
}

fetch_qrencode() {
  [ -f "$QRENCODE_DIR/qrencode.c" ] && return 0
  say "fetching qrencode 4.1.1 (Debian's upstream tarball)"
  mkdir -p "$CACHE/src"
  curl -sSfL -o "$CACHE/src/qrencode.tar.bz2" "$QRENCODE_ORIG"
  echo "$QRENCODE_SHA256  $CACHE/src/qrencode.tar.bz2" | sha256sum -c --quiet - ||
    { echo "qrencode's tarball is not the one pinned" >&2; exit 1; }
  tar -xjf "$CACHE/src/qrencode.tar.bz2" -C "$CACHE/src" && rm "$CACHE/src/qrencode.tar.bz2"
}

need_web_toolchain() {
  need_packages build-essential cmake emscripten dpkg-dev xz-utils bzip2 curl fonts-dejavu-core python3 \
    python3-fonttools
  fetch_source "$SDL2_SOURCE" "$SDL2_DIR"
  fetch_source "$IMGUI_SOURCE" "$IMGUI_DIR"
  fetch_source "$NETTLE_SOURCE" "$NETTLE_DIR"
  fetch_qrencode
  # jsQR for the page's camera (pinned in web/package-lock.json).
  command -v npm >/dev/null 2>&1 || need_packages npm
  if [ ! -f "$ROOT/web/node_modules/jsqr/dist/jsQR.js" ]; then
    say "installing jsQR from npm"
    (cd "$ROOT/web" && npm ci --no-audit --no-fund >/dev/null)
  fi
  if [ ! -f "$SDL2_WEB/lib/libSDL2.a" ]; then
    say "building SDL2 for WebAssembly (once; about three minutes)"
    rm -rf "$CACHE/sdl2-web-build"
    mkdir -p "$CACHE/sdl2-web-build"
    (cd "$CACHE/sdl2-web-build" &&
      emcmake cmake "$SDL2_DIR" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$SDL2_WEB" >/dev/null &&
      emmake make -j "$JOBS" >/dev/null && make install >/dev/null)
  fi
  if [ ! -f "$FONT_DIR/ui-bold.ttf" ]; then
    say "subsetting the UI fonts"
    mkdir -p "$FONT_DIR"
    glyphs="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+25B6,U+25C0,U+2713,U+2717"
    for f in DejaVuSans:ui DejaVuSans-Bold:ui-bold; do
      /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/truetype/dejavu/${f%%:*}.ttf" --unicodes="$glyphs" \
        --output-file="$FONT_DIR/${f##*:}.ttf"
    done
  fi
}

# Builds the static site into $ROOT/build-web/site.
build_web() {
  need_web_toolchain
  build_preset web
}

# Chromium from Debian and playwright-core from npm (pinned in tests/web/package-lock.json).
need_browser_test_tools() {
  need_packages chromium
  # Node.js and npm: the machine's own if it has them, else Debian's.
  command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || need_packages nodejs npm
  if [ ! -d "$ROOT/tests/web/node_modules/playwright-core" ]; then
    say "installing playwright-core from npm"
    (cd "$ROOT/tests/web" && npm ci --no-audit --no-fund >/dev/null)
  fi
}
