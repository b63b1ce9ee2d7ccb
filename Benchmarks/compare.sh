#!/usr/bin/env bash
# Runs the shared workloads on this package's solver, then on kiwi (C++), in one go, and prints
# every figure of both sides with the ratio ours / kiwi (below 1: ours is faster); the stack
# workloads (stack-*) are run against Yoga instead (compare_yoga below).
#   Benchmarks/compare.sh [SECONDS_PER_FIGURE] [WORKLOAD...]
# Environment: TIMEOUT (seconds per workload and side, default 300), KIWI_WORK (/tmp/kiwi-bench),
# RUNS (alternating runs of the stack workloads, default 5), YOGA_WORK (/tmp/yoga-stacks).
# A run that times out or fails is shown as "-" with the reason; ours failing its answer checks
# makes the script exit non-zero.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
shared="$package/../shared"
work="${KIWI_WORK:-/tmp/kiwi-bench}"
seconds="${1:-1}"; shift || true
limit="${TIMEOUT:-300}"
workloads=()
stacks=()
for w in "$@"; do case "$w" in stack-*) stacks+=("$w") ;; *) workloads+=("$w") ;; esac; done
if [ $# -eq 0 ]; then
  workloads=(enaml chain-100 chain-1000 grid-10 grid-30 chain-10000)
  stacks=(stack-1000-labels stack-10000-labels stack-grid-30x30 stack-toggle-hidden)
fi

# The stack workloads against Yoga: compare_yoga SECONDS RUNS WORKLOAD... makes RUNS alternating
# runs (each workload on ours, then on Yoga, then the next), and prints for build + first layout
# (µs), one change laid out (ns) and peak memory (MB) each side's median over the runs, the ratio
# of the medians (ours / Yoga, below 1: ours is faster) and every run's ratio. Yoga is built by
# Benchmarks/Yoga/setup.sh. A run that fails or times out is left out of the medians ("–" when no
# run is left); returns 1 when ours fails a check.
compare_yoga() {
  local seconds="$1" runs="$2"; shift 2
  local yoga_bin
  yoga_bin="$("$here/Yoga/setup.sh" "${YOGA_WORK:-/tmp/yoga-stacks}")" || { echo "Yoga setup failed" >&2; return 2; }
  local results run w line rc status=0
  results="$(mktemp)"
  echo "# stack workloads: $runs alternating runs, $seconds s per figure; timeout $limit s" >&2
  for run in $(seq "$runs"); do
    for w in "$@"; do
      echo "run $run/$runs, ours: $w …" >&2
      line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "$ours_bin" --json --seconds "$seconds" "$w" 2>"$results.err")"
      rc=$?
      if [ $rc -eq 0 ]; then echo "$run ours $(cat "$results.mem") $line" >> "$results"
      else cat "$results.err" >&2; [ $rc -eq 124 ] || status=1; fi
      echo "run $run/$runs, Yoga: $w …" >&2
      line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "$yoga_bin" --seconds "$seconds" "$w" 2>"$results.err")"
      rc=$?
      if [ $rc -eq 0 ]; then echo "$run yoga $(cat "$results.mem") $line" >> "$results"
      else cat "$results.err" >&2; fi
    done
  done
  python3 - "$results" "$@" <<'PY'
import json, statistics, sys
runs = {}  # (workload, side) -> {run: its figures}
for line in open(sys.argv[1]):
    run, side, mem, text = line.split(" ", 3)
    r = json.loads(text)
    r["peak_mb"] = int(mem) / 1024
    runs.setdefault((r["workload"], side), {})[int(run)] = r
keys = [("build_us", "build µs"), ("change_ns", "change ns"), ("peak_mb", "peak MB")]
print("| workload | figure | ours (median) | Yoga (median) | ours / Yoga | each run's ratio |")
print("|---|---|---:|---:|---:|---|")
for w in sys.argv[2:]:
    ours, yoga = runs.get((w, "ours"), {}), runs.get((w, "yoga"), {})
    for k, label in keys:
        o = statistics.median(r[k] for r in ours.values()) if ours else None
        y = statistics.median(r[k] for r in yoga.values()) if yoga else None
        each = " ".join("%.3g" % (ours[n][k] / yoga[n][k]) for n in sorted(ours) if n in yoga)
        show = lambda v: "–" if v is None else "%.1f" % v
        ratio = "%.3g" % (o / y) if o is not None and y else "–"
        print(f"| {w} | {label} | {show(o)} | {show(y)} | {ratio} | {each} |")
PY
  rm -f "$results" "$results.mem" "$results.err"
  return $status
}

[ ${#workloads[@]} -eq 0 ] || [ -x "$work/kiwi-replay" ] || "$shared/kiwi-bench/setup.sh" "$work" >/dev/null || { echo "kiwi setup failed" >&2; exit 2; }
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
[ ${#workloads[@]} -eq 0 ] || python3 - "$results" <<'PY'
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
[ ${#stacks[@]} -eq 0 ] || compare_yoga "$seconds" "${RUNS:-5}" "${stacks[@]}" || status=1
exit $status
