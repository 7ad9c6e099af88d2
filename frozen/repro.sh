#!/bin/bash
# make firmware-repro: build the console's UF2 twice from the same inputs; one sha256 or a failure.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
OUT=$REPO/out/repro
rm -rf "$OUT"
for n in 1 2; do
  echo "[firmware-repro] build $n"
  "$REPO/frozen/build.sh" "$OUT/$n"
done
a=$(sha256sum "$OUT"/1/spit-console-*.uf2 | cut -d' ' -f1)
b=$(sha256sum "$OUT"/2/spit-console-*.uf2 | cut -d' ' -f1)
echo "[firmware-repro] build 1: $a"
echo "[firmware-repro] build 2: $b"
[ "$a" = "$b" ] || { echo "[firmware-repro] FAIL: the same inputs gave different bytes"; \
  cmp -l "$OUT"/1/spit-console-*.uf2 "$OUT"/2/spit-console-*.uf2 | head; exit 1; }
echo "[firmware-repro] OK: the same inputs give the same UF2"
