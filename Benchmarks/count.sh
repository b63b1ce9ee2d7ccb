#!/usr/bin/env bash
# Counts the instructions one operation of a replay takes, with callgrind: immune to the load of
# a shared machine, so two versions can be compared by a difference of a few percent.
#   Benchmarks/count.sh [--allocations | --retains] FILE build|suggest|remove [N]
#   Benchmarks/count.sh [--allocations | --retains] STACK-WORKLOAD build|change [N]
# Prints instructions per build, per suggestion round, or per removal of every constraint
# (a run of N minus a run of 0, divided by N; for remove, minus N builds as well). For a stack
# workload (stack-1000-labels, …): per build and first layout, or per change laid out, and per
# constraint the layout holds. With --allocations, counts heap blocks allocated instead (DHAT).
# With --retains, counts calls to the Swift runtime's reference counting (retain and release,
# of objects and bridged buffers): atomic operations, cheap in instructions but not in time.
# Needs valgrind.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
what=instructions unit=instructions
case "${1:-}" in
  --allocations) what=allocations unit="heap blocks"; shift ;;
  --retains) what=retains unit="retains and releases"; shift ;;
esac
file="$1" phase="$2" n="${3:-10}"
command -v valgrind >/dev/null || { echo "count.sh needs valgrind" >&2; exit 2; }
(cd "$here/.." && swift build -c release --product benchmarks >/dev/null)
bin="$here/../.build/release/benchmarks"
log="$(mktemp)" profile="$(mktemp)"
trap 'rm -f "$log" "$profile"' EXIT
# The instructions (or heap blocks) a run of `benchmarks count FILE PHASE TIMES` takes.
count() {
  if [ $what = instructions ]; then
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" count "$file" "$1" "$2" >"$log" 2>&1
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log"
  elif [ $what = retains ]; then
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$profile" "$bin" count "$file" "$1" "$2" >"$log" 2>&1
    # Sums the calls made to the counting functions: a `cfn=` line names the callee (by
    # "(id) name" where the id first appears, on an `fn=` or `cfn=` line, by "(id)" after), and
    # the `calls=` line after it counts the calls.
    awk '/^c?fn=/ { id = $1; sub(/^c?fn=/, "", id); if (NF > 1) name[id] = $2; callee = name[id] }
         /^calls=/ { split($1, c, "="); if (callee ~ /^swift_(bridgeObject)?(retain|release|Retain|Release)(_n)?(\x27[0-9]+)?$/) total += c[2] }
         END { print total + 0 }' "$profile"
  else
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=dhat --dhat-out-file=/dev/null "$bin" count "$file" "$1" "$2" >"$log" 2>&1
    sed -n 's/.*Total: .* in \([0-9,]*\) blocks.*/\1/p' "$log" | tr -d ,
  fi
}
base=$(count "$phase" 0)
total=$(count "$phase" "$n")
# A stack workload's constraints: one build and first layout, natively (prints nothing for a file).
constraints=$("$bin" count "$file" change 0 2>&1 | sed -n 's/.*: \([0-9]*\) constraints in play/\1/p' || true)
if [ "$phase" = remove ]; then builds=$(count build "$n"); total=$((total - builds + base)); fi
per=$(( (total - base) / n ))
echo -n "$phase: $per $unit per operation ($n operations, $(basename "$file"))"
[ -z "$constraints" ] || awk -v p="$per" -v c="$constraints" 'BEGIN { printf "; %d constraints, %.1f per constraint", c, p / c }'
echo
