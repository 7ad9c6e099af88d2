#!/bin/bash
# make firmware: CircuitPython 10.2.1 for raspberry_pi_pico with the console frozen in, plus the
# CIRCUITPY files, as one UF2: out/spit-console-<version>.uf2. See frozen/README.md.
#
#   frozen/build.sh OUT_DIR        (root: it debootstraps, mounts and chroots)
# env: PY (the project's venv python, default .venv/bin/python), MODULES_OFF (default
#      frozen/modules-off.txt; /dev/null builds with every module on), CP_TARBALL (the trimmed 10.2.1
#      source, default ../shared/circuitpython/src/...), SPIT_FIRMWARE_CACHE (default
#      /var/cache/spit-firmware: the chroot and the unpacked source, kept between builds), JOBS.
# Every mount made here is undone on exit, also on failure.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(realpath -m "${1:?usage: frozen/build.sh OUT_DIR}")
PY=${PY:-$REPO/.venv/bin/python}
[[ $PY = /* ]] || PY=$PWD/$PY  # absolute, not resolved: a venv python is a symlink
CACHE=${SPIT_FIRMWARE_CACHE:-/var/cache/spit-firmware}
JOBS=${JOBS:-$(nproc)}
# The pinned inputs: the CircuitPython release, its trimmed source tarball, the build date.
CP_VERSION=10.2.1
CP_TARBALL=${CP_TARBALL:-$REPO/../shared/circuitpython/src/circuitpython-$CP_VERSION-rp2040-src.tar.xz}
CP_SHA256=22236293da93c91c9a0bbf0f793524d47bc4d92b7c9a2c64c2c7c61b9e3a990c
SOURCE_DATE_EPOCH=1778618352  # the commit date of tag 10.2.1: the build date in boot_out.txt
BOARD=raspberry_pi_pico
DEBIAN_SUITE=trixie  # Debian 13: GCC 14 (CircuitPython 10 refuses an older arm-none-eabi-gcc)

T_ALL=$(date +%s)
T_STEP=$T_ALL
step() { # step NAME: ends the previous step with its time, names the next
  local now; now=$(date +%s)
  [ -n "${STEP:-}" ] && echo "[firmware] $STEP: $((now - T_STEP)) s"
  STEP=$1; T_STEP=$now
  [ -n "$1" ] && echo "[firmware] $1 ..."
  return 0
}
die() { echo "[firmware] ERROR: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || die "run as root: the build debootstraps a Debian $DEBIAN_SUITE chroot and mounts /proc, /dev into it"
[ -x "$PY" ] || die "no venv python at $PY: run make deps"
[ -f "$CP_TARBALL" ] || die "no CircuitPython source at $CP_TARBALL (set CP_TARBALL; see frozen/README.md for where to get it)"
mkdir -p "$CACHE" "$OUT"
# One build at a time per cache (the chroot and source tree are shared).
exec 9>"$CACHE/.lock"
flock 9

ROOT=$CACHE/$DEBIAN_SUITE-root
SRC=$CACHE/src/$CP_SHA256/circuitpython-$CP_VERSION
# frozen/patches/*.patch, in name order (frozen/README.md lists them): a source tree of its own
# per patch set, so the pristine tree other builds share is never changed.
PATCHES=$(find "$REPO/frozen/patches" -maxdepth 1 -name '*.patch' 2>/dev/null | LC_ALL=C sort)
if [ -n "$PATCHES" ]; then
  SRC=$CACHE/src/$CP_SHA256-$(cat $PATCHES | sha256sum | cut -c1-16)/circuitpython-$CP_VERSION
fi
STAGE=$CACHE/stage  # the modules to freeze, and the build's logs
mounted=()
cleanup() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[$i]}" 2>/dev/null || umount -l "${mounted[$i]}" || true
  done
  mounted=()
}
trap cleanup EXIT
# A killed build leaves by the EXIT trap too: it unmounts once the running step (make) ends.
trap "exit 130" INT TERM
mount_into() { # mount_into ROOTDIR SRC DST [mount options...]
  local r=$1 src=$2 dst=$1$3; shift 3
  mountpoint -q "$dst" && return 0
  mkdir -p "$dst"; mount "$@" "$src" "$dst"; mounted+=("$dst")
}
in_chroot() { # in_chroot ROOTDIR COMMAND: a clean environment, the pinned date
  chroot "$1" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TZ=UTC TERM=dumb \
    PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_CERT=/etc/ssl/certs/host-ca-bundle.crt SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH CP_VERSION=$CP_VERSION \
    /bin/bash -c "$2"
}

# --- 1. the chroot: Debian 13 + GCC 14, made once per machine --------------------------------
step "chroot $ROOT"
if [ ! -f "$ROOT/.spit-ready" ]; then
  NEW=$ROOT.tmp
  if [ ! -x "$NEW/usr/bin/arm-none-eabi-gcc" ]; then
    rm -rf "$NEW"
    command -v debootstrap >/dev/null || {
      apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap; }
    # This machine's own Debian mirror (the stanza that is not -security).
    MIRROR=$(awk 'BEGIN{RS=""} /URIs:/ && !/-security/ { for (i=1;i<=NF;i++) if ($i=="URIs:") { print $(i+1); exit } }' \
      /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
    MIRROR=${MIRROR:-http://deb.debian.org/debian}
    echo "[firmware] debootstrap $DEBIAN_SUITE from $MIRROR (once per machine)"
    debootstrap --variant=minbase \
      --include=gcc,libc6-dev,gcc-arm-none-eabi,libnewlib-arm-none-eabi,binutils-arm-none-eabi,make,git,python3,python3-venv,python3-pip,gettext,ca-certificates \
      "$DEBIAN_SUITE" "$NEW" "$MIRROR" >"$CACHE/debootstrap.log" 2>&1 \
      || { tail -20 "$CACHE/debootstrap.log"; die "debootstrap failed (log: $CACHE/debootstrap.log)"; }
  fi
  # CircuitPython's build tools, at the versions frozen/chroot-requirements.txt pins.
  cp /etc/resolv.conf "$NEW/etc/resolv.conf" 2>/dev/null || true
  # pip trusts what this machine trusts (a proxy may sign PyPI's certificates).
  cp /etc/ssl/certs/ca-certificates.crt "$NEW/etc/ssl/certs/host-ca-bundle.crt"
  cp "$REPO/frozen/chroot-requirements.txt" "$NEW/tmp/requirements.txt"
  mount_into "$NEW" proc /proc -t proc
  mount_into "$NEW" /dev /dev --bind
  in_chroot "$NEW" "python3 -m venv /opt/venv && pip install -q -r /tmp/requirements.txt" \
    >"$CACHE/pip.log" 2>&1 || { tail -20 "$CACHE/pip.log"; die "pip in the chroot failed (log: $CACHE/pip.log)"; }
  cleanup
  touch "$NEW/.spit-ready"
  rm -rf "$ROOT"; mv "$NEW" "$ROOT"
fi
in_chroot "$ROOT" 'arm-none-eabi-gcc --version | head -1'

# --- 2. the source: the tarball checked, unpacked once per sha256 ----------------------------
step "source $CP_VERSION"
if [ ! -f "$SRC/.spit-ready" ]; then
  echo "$CP_SHA256  $CP_TARBALL" | sha256sum -c --quiet - \
    || die "$CP_TARBALL is not the pinned CircuitPython $CP_VERSION source (sha256 $CP_SHA256)"
  rm -rf "$(dirname "$SRC")"; mkdir -p "$(dirname "$SRC")"
  tar -C "$(dirname "$SRC")" -xJf "$CP_TARBALL"
  # lib/micropython-lib is trimmed away, but the frozen build expects its README.
  mkdir -p "$SRC/lib/micropython-lib"; touch "$SRC/lib/micropython-lib/README.md"
  for p in $PATCHES; do
    patch -d "$SRC" -p1 --forward --quiet <"$p" || die "$p does not apply to CircuitPython $CP_VERSION"
  done
  touch "$SRC/.spit-ready"
fi

# --- 3. what to freeze: spit, the pinned libraries, the firmware's name -----------------------
step "stage the frozen modules"
rm -rf "$STAGE"; mkdir -p "$STAGE/freeze"
VERSION=$(cd "$REPO" && "$PY" -m frozen.stage "$STAGE/freeze" --cp-version "$CP_VERSION")
mount_into "$ROOT" proc /proc -t proc
mount_into "$ROOT" /dev /dev --bind
# Fixed paths inside the chroot: the build does not see where the cache lives.
mount_into "$ROOT" "$SRC" /cp --bind
mount_into "$ROOT" "$STAGE" /stage --bind
# preprocess_frozen_modules.py runs `git describe` for __version__ lines: a tagged repo, fixed dates.
in_chroot "$ROOT" "cd /stage/freeze && git init -q && git add -A && \
  GIT_AUTHOR_DATE=@$SOURCE_DATE_EPOCH GIT_COMMITTER_DATE=@$SOURCE_DATE_EPOCH \
  git -c user.name=build -c user.email=build@localhost commit -qm frozen && git tag frozen"

# --- 4. the build ----------------------------------------------------------------------------
step "mpy-cross (kept between builds)"
in_chroot "$ROOT" "make -C /cp/mpy-cross -j$JOBS" >"$STAGE/mpy-cross.log" 2>&1 \
  || { tail -30 "$STAGE/mpy-cross.log"; die "mpy-cross failed (log: $STAGE/mpy-cross.log)"; }

# The same mpy-cross, linked static (runs on any x86-64 Linux, whatever its glibc), for deploy:
# a clone without ../shared finds it as out/mpy-cross-$CP_VERSION (host_tools/deploy/mpy.py).
step "mpy-cross for deploy (static)"
in_chroot "$ROOT" "make -C /cp/mpy-cross -f Makefile.static -j$JOBS" >"$STAGE/mpy-cross-static.log" 2>&1 \
  || { tail -30 "$STAGE/mpy-cross-static.log"; die "static mpy-cross failed (log: $STAGE/mpy-cross-static.log)"; }
install -m 755 "$SRC/mpy-cross/build-static/mpy-cross.static" "$OUT/mpy-cross-$CP_VERSION"

step "CircuitPython $CP_VERSION $BOARD, console frozen in (-j$JOBS)"
# The modules the console does not use, turned off (frozen/modules-off.txt says why).
OFF=$(sed "s/#.*//" "${MODULES_OFF:-$REPO/frozen/modules-off.txt}" | awk 'NF { printf "CIRCUITPY_%s=0 ", $1 }')
# boot_out.txt and sys.implementation._machine carry this name (py/mpconfig.h leaves
# MICROPY_BANNER_MACHINE to the build); the Board ID stays raspberry_pi_pico for the pin map.
NAME="Spit console $VERSION on CircuitPython $CP_VERSION (Raspberry Pi Pico with rp2040)"
B=/cp/ports/raspberrypi/build-$BOARD
# CIRCUITPY_SKIP_SAFE_MODE_WAIT: no 1 s window for a second reset at every boot; the wake from
# deep sleep is such a boot (a software reset), and the paused game must be back within 1.5 s.
# Safe mode stays reachable: the guard's fault page, and BOOTSEL for a new UF2 (frozen/README.md).
in_chroot "$ROOT" "rm -rf $B && make -C /cp/ports/raspberrypi BOARD=$BOARD -j$JOBS \
  FROZEN_MPY_DIRS=/stage/freeze $OFF CIRCUITPY_SKIP_SAFE_MODE_WAIT=1 \
  CFLAGS_BOARD='-DMICROPY_BANNER_MACHINE=\"\\\"$NAME\\\"\"'" >"$STAGE/build.log" 2>&1 \
  || { tail -40 "$STAGE/build.log"; die "firmware build failed (log: $STAGE/build.log)"; }
cp "$SRC/ports/raspberrypi/build-$BOARD/firmware.uf2" "$STAGE/firmware.uf2"
cp "$SRC/ports/raspberrypi/build-$BOARD/firmware.elf" "$STAGE/firmware.elf"
cleanup

# --- 5. one UF2: the firmware's blocks, then CIRCUITPY's ------------------------------------
step "combine with CIRCUITPY (code.py, boot.py, settings.toml)"
UF2=$OUT/spit-console-$VERSION.uf2
(cd "$REPO" && SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH "$PY" -m frozen.combine \
  "$STAGE/firmware.uf2" "$UF2" --build-log "$STAGE/build.log")
cp "$STAGE/firmware.elf" "$OUT/spit-console-$VERSION.elf"
step ""
if findmnt -rn -o TARGET | grep -q "^$ROOT/"; then die "mounts left under $ROOT"; fi
echo "[firmware] done in $(($(date +%s) - T_ALL)) s: $UF2"
echo "[firmware] sha256 $(sha256sum "$UF2" | cut -d' ' -f1)"
