#!/usr/bin/env bash
# Runs the shared workloads on this package's solver, then on kiwi (C++), in one go, and prints
# every figure of both sides with the ratio ours / kiwi (below 1: ours is faster).
#   Benchmarks/compare.sh [SECONDS_PER_FIGURE] [WORKLOAD...]
# Environment: TIMEOUT (seconds per workload and side, default 300), KIWI_WORK (/tmp/kiwi-bench).
# A run that times out or fails is shown as "-" with the reason; ours failing its answer checks
# makes the script exit non-zero.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
shared="$package/../shared"
work="${KIWI_WORK:-/tmp/kiwi-bench}"
seconds="${1:-1}"; shift || true
limit="${TIMEOUT:-300}"
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(enaml chain-100 chain-1000 grid-10 grid-30 chain-10000)

[ -x "$work/kiwi-replay" ] || "$shared/kiwi-bench/setup.sh" "$work" >/dev/null || { echo "kiwi setup failed" >&2; exit 2; }
(cd "$package" && swift build -c release --product benchmarks >/dev/null) || { echo "build failed" >&2; exit 2; }
ours_bin="$package/.build/release/benchmarks"
results="$(mktemp)"
status=0
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m), $(nproc) cores; $seconds s per figure; timeout $limit s" >&2
for w in "${workloads[@]}"; do
  echo "ours: $w …" >&2
  line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "$ours_bin" replay "$work/workloads/$w.json" --seconds "$seconds" --json)"
  rc=$?
  if [ $rc -eq 0 ]; then echo "ours $(cat "$results.mem") $line" >> "$results"
  else echo "ours - {\"workload\": \"$w\", \"error\": \"exit $rc$([ $rc -eq 124 ] && echo ', timed out')\"}" >> "$results"; [ $rc -eq 124 ] || status=1; fi
done
for w in "${workloads[@]}"; do
  echo "kiwi: $w …" >&2
  line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "$work/kiwi-replay" "$work/workloads/$w.lines" "$seconds")"
  rc=$?
  if [ $rc -eq 0 ]; then echo "kiwi $(cat "$results.mem") $line" >> "$results"
  else echo "kiwi - {\"workload\": \"$w\", \"error\": \"exit $rc$([ $rc -eq 124 ] && echo ', timed out')\"}" >> "$results"; fi
done
python3 - "$results" <<'PY'
import json, sys
sides = {}
for line in open(sys.argv[1]):
    side, mem, text = line.split(" ", 2)
    r = json.loads(text)
    r["peak_mb"] = None if mem == "-" else int(mem) / 1024
    sides.setdefault(r["workload"], {})[side] = r
keys = [("build_us", "build µs"), ("suggest_ns", "suggest ns"), ("remove_us", "remove µs"), ("peak_mb", "peak MB")]
print("| workload | figure | ours | kiwi | ours / kiwi |")
print("|---|---|---:|---:|---:|")
def show(r, k):
    if r is None or "error" in r: return "– (%s)" % (r or {}).get("error", "not run")
    return "%.1f" % r[k]
for w, s in sides.items():
    for k, label in keys:
        o, k_ = s.get("ours"), s.get("kiwi")
        ok = lambda r: r is not None and "error" not in r and r.get(k)
        ratio = "%.3g" % (o[k] / k_[k]) if ok(o) and ok(k_) else "–"
        print(f"| {w} | {label} | {show(o, k)} | {show(k_, k)} | {ratio} |")
PY
rm -f "$results" "$results.mem"
exit $status
