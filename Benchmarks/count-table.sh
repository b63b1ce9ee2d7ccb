#!/usr/bin/env bash
# The instruction table a change is judged by: `count.sh` on every solver and stack workload, the
# same operations and N each time, so two commits' tables compare line by line.
#   Benchmarks/count-table.sh [--allocations | --retains] [OUT]     (prints the table; OUT also gets a copy)
# With --allocations or --retains, counts heap blocks or retains and releases instead (count.sh).
# Needs valgrind; takes about ten minutes.
set -euo pipefail
what=()
case "${1:-}" in --allocations | --retains) what=("$1"); shift ;; esac
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$here/.." && swift build -c release --product benchmarks >/dev/null)
for workload in enaml chain-100 grid-10 chain-1000; do
  "$here/../.build/release/benchmarks" write "$workload" "$work/$workload.json"
done
row() { echo "$* | $("$here/count.sh" "${what[@]}" "$@" 2>&1 | tail -1)"; }
{
  row "$work/enaml.json" build 20
  row "$work/enaml.json" suggest 500
  row "$work/enaml.json" remove 20
  row "$work/chain-100.json" build 10
  row "$work/chain-100.json" suggest 64
  row "$work/chain-100.json" remove 5
  row "$work/grid-10.json" build 3
  row "$work/grid-10.json" suggest 20
  row "$work/chain-1000.json" build 3
  row "$work/chain-1000.json" suggest 64
  row stack-1000-labels build 3
  row stack-1000-labels change 64
  row stack-grid-30x30 build 2
  row stack-grid-30x30 change 64
  row stack-toggle-hidden build 5
  row stack-toggle-hidden change 64
} | sed "s|$work/||" | tee "${1:-/dev/null}"
