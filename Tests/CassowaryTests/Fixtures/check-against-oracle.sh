#!/usr/bin/env bash
# Judges `stacklayout solve` with oracle.py (beside this script) on fresh random systems, one per
# seed, and prints each wrong answer and a summary. Needs SciPy: `pip install scipy`.
#   Tests/CassowaryTests/Fixtures/check-against-oracle.sh FIRST_SEED LAST_SEED [NVARS NCONS]
# Without NVARS NCONS the size varies with the seed (3–22 variables, 5–64 constraints).
set -uo pipefail
fixtures="$(cd "$(dirname "$0")" && pwd)"
cd "$fixtures/../../.."
python3 -c 'import scipy' 2>/dev/null || { echo "check-against-oracle.sh needs SciPy: pip install scipy" >&2; exit 2; }
swift build -q --product stacklayout || exit 2
solve="$(swift build --show-bin-path)/stacklayout"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0 failed=0
for seed in $(seq "$1" "$2"); do
  variables=${3:-$((3 + seed % 20))} constraints=${4:-$((5 + (seed * 7) % 60))}
  python3 "$fixtures/oracle.py" generate "$seed" "$variables" "$constraints" > "$work/system.json"
  "$solve" solve "$work/system.json" > "$work/answer.json"
  verdict="$(python3 "$fixtures/oracle.py" judge "$work/system.json" "$work/answer.json")"
  if [ "$verdict" = ok ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "seed $seed ($variables variables, $constraints constraints): $verdict"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
