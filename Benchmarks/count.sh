#!/usr/bin/env bash
# Counts the instructions one operation of a replay takes, with callgrind: immune to the load of
# a shared machine, so two versions can be compared by a difference of a few percent.
#   Benchmarks/count.sh FILE build|suggest|remove [N]
# Prints instructions per build, per suggestion round, or per removal of every constraint
# (a run of N minus a run of 0, divided by N; for remove, minus N builds as well). Needs valgrind.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
file="$1" phase="$2" n="${3:-10}"
command -v valgrind >/dev/null || { echo "count.sh needs valgrind" >&2; exit 2; }
(cd "$here/.." && swift build -c release --product benchmarks >/dev/null)
bin="$here/../.build/release/benchmarks"
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" count "$file" "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
base=$(instructions "$phase" 0)
total=$(instructions "$phase" "$n")
if [ "$phase" = remove ]; then builds=$(instructions build "$n"); total=$((total - builds + base)); fi
echo "$phase: $(( (total - base) / n )) instructions per operation ($n operations, $(basename "$file"))"
