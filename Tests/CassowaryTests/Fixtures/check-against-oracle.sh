#!/usr/bin/env bash
# Judges `stacklayout solve` against the independent LP oracle on fresh random systems.
#   Tests/CassowaryTests/Fixtures/check-against-oracle.sh FIRST_SEED LAST_SEED [NVARS NCONS]
# Without NVARS NCONS the sizes vary with the seed. Prints each failure and a summary line.
set -uo pipefail
cd "$(dirname "$0")/../../.."
lexopt=../shared/oracle/lexopt.py
swift build -q --product stacklayout || exit 2
bin=$(swift build --show-bin-path)/stacklayout
work=$(mktemp -d)
passed=0 failed=0
for seed in $(seq "$1" "$2"); do
  n=${3:-$((3 + seed % 20))} m=${4:-$((5 + (seed * 7) % 60))}
  python3 "$lexopt" --gen "$seed" "$n" "$m" > "$work/system.json"
  "$bin" solve "$work/system.json" > "$work/answer.json"
  verdict=$(python3 "$lexopt" "$work/system.json" "$work/answer.json")
  if [ "$verdict" = ok ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "seed $seed ($n $m): $verdict"; fi
done
rm -rf "$work"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
