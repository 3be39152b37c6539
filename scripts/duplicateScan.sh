#!/usr/bin/env bash
# The repeated-runs figure in docs/quality.md: the `duplicates` tool (the development machine's tool library, not
# an npm package) on a copy of src/ and emulator/ without their tests, counting the pairs it does not mark as
# boilerplate. Usage: bash scripts/duplicateScan.sh [checkout] (default: this one).
set -euo pipefail
root=$(cd "${1:-$(dirname "$0")/..}" && pwd)
command -v duplicates >/dev/null || { echo "duplicates: not on this machine (it comes with the tool library)" >&2; exit 2; }
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cd "$root"
for d in src emulator; do
  find "$d" -type f \( -name '*.ts' -o -name '*.tsx' \) ! -name '*.test.ts' ! -name '*.test.tsx' \
    -exec sh -c 'mkdir -p "$0/$(dirname "$1")" && cp "$1" "$0/$1"' "$copy" {} \;
done
cd "$copy"
for d in src emulator; do
  first=$(duplicates --repo "$d" --most 200 --seconds 120 | head -1)
  total=$(grep -o '^[0-9]*' <<<"$first")
  boiler=$(grep -o '[0-9]* of those marked boilerplate' <<<"$first" | grep -o '^[0-9]*' || echo 0)
  echo "$d: $((total - boiler)) non-boilerplate pairs ($total in all)"
done
