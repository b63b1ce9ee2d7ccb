#!/usr/bin/env bash
# Replays the same constraint system files on this package's solver ("ours") and on each peer
# (kiwi, C++), in alternating runs (each workload on ours, then on each peer, then the next), and
# prints every figure's medians with the ratio ours / peer (below 1: ours is faster) and every
# run's ratio as a Markdown table; the stack workloads (stack-*) are run
# against Yoga instead, in alternating runs (compare_yoga below).
#   Benchmarks/compare.sh [SECONDS_PER_FIGURE] [WORKLOAD...]
# Workloads: the solver workloads of `benchmarks` (enaml chain-100 chain-1000 chain-10000
# chain-100000 grid-10 grid-30), written to files by `benchmarks write`, and its stack workloads
# (stack-1000-labels stack-10000-labels stack-grid-30x30 stack-toggle-hidden). No names: all but
# chain-100000.
# Environment: TIMEOUT (seconds per workload and side, default 300), BENCH_WORK (the work folder,
# default /tmp/stacklayout-bench: the files, and each peer's build), RUNS (alternating runs, default
# 5: in each run every workload on ours, then on each peer), YOGA_WORK (Yoga's build, default
# /tmp/yoga-stacks). Each side's figure is its median over the runs.
# A run that times out or fails is shown as "–" with the reason; ours failing its answer checks
# makes the script exit 1.
#
# A solver peer is two functions: prepare_PEER (once; builds what it needs, fails when it cannot)
# and command_PEER FILE NAME (sets `command` to the program that replays FILE and prints one JSON
# line with build_us, suggest_ns and remove_us). Add one and list it in `peers`.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
work="${BENCH_WORK:-/tmp/stacklayout-bench}"
seconds="${1:-1}"; shift || true
limit="${TIMEOUT:-300}"
workloads=()
stacks=()
for w in "$@"; do case "$w" in stack-*) stacks+=("$w") ;; *) workloads+=("$w") ;; esac; done
if [ $# -eq 0 ]; then
  workloads=(enaml chain-100 chain-1000 grid-10 grid-30 chain-10000)
  stacks=(stack-1000-labels stack-10000-labels stack-grid-30x30 stack-toggle-hidden)
fi
peers=(ours kiwi)
mkdir -p "$work/workloads"

prepare_ours() {
  (cd "$package" && swift build -c release --product benchmarks >/dev/null)
}
command_ours() {
  command=("$package/.build/release/benchmarks" replay "$1" --seconds "$seconds" --json)
}

prepare_kiwi() {
  "$here/Kiwi/setup.sh" "$work/kiwi" >/dev/null
}
command_kiwi() {
  python3 "$here/Kiwi/lines.py" "$1" "$2" > "$work/workloads/$2.lines" || return 1
  command=("$work/kiwi/kiwi-replay" "$work/workloads/$2.lines" "$seconds")
}

prepare_ours || { echo "the release build of benchmarks failed" >&2; exit 2; }
ours_bin="$package/.build/release/benchmarks"

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

for w in "${workloads[@]}"; do
  "$package/.build/release/benchmarks" write "$w" "$work/workloads/$w.json" || exit 2
done
results="$(mktemp)"
trap 'rm -f "$results" "$results.mem"' EXIT
status=0
runs="${RUNS:-5}"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m), $(nproc) cores; $seconds s per figure; timeout $limit s; $runs alternating runs" >&2
[ ${#workloads[@]} -gt 0 ] || peers=()
ready=()
for peer in "${peers[@]}"; do
  if [ "$peer" = ours ] || "prepare_$peer"; then ready+=("$peer"); else echo "$peer: setup failed, left out" >&2; fi
done
[ ${#workloads[@]} -eq 0 ] || for run in $(seq "$runs"); do
  for w in "${workloads[@]}"; do
    for peer in "${ready[@]}"; do
      echo "run $run/$runs, $peer: $w …" >&2
      if "command_$peer" "$work/workloads/$w.json" "$w"; then
        line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "${command[@]}")"
        rc=$?
      else
        rc=1
      fi
      if [ $rc -eq 0 ]; then
        echo "$run $peer $(tail -n 1 "$results.mem") $line" >> "$results"
      else
        echo "$run $peer - {\"workload\": \"$w\", \"error\": \"exit $rc$([ $rc -eq 124 ] && echo ', timed out')\"}" >> "$results"
        [ "$peer" != ours ] || [ $rc -eq 124 ] || status=1
      fi
    done
  done
done
# Each side's median over the runs that succeeded, the ratio of the medians (below 1: ours is
# faster) and every run's ratio.
[ ${#workloads[@]} -eq 0 ] || python3 - "$results" "${ready[@]}" <<'PY'
import json, statistics, sys
path, peers = sys.argv[1], sys.argv[2:]
found = {}  # workload -> peer -> {run: result}
for line in open(path):
    run, peer, memory, text = line.split(" ", 3)
    result = json.loads(text)
    result["peak_mb"] = None if memory == "-" else int(memory) / 1024
    found.setdefault(result["workload"], {}).setdefault(peer, {})[int(run)] = result
figures = [("build_us", "build µs"), ("suggest_ns", "suggest ns"), ("remove_us", "remove µs"), ("peak_mb", "peak MB")]
others = [p for p in peers if p != "ours"]
print("| workload | figure | ours (median) | " + " | ".join(f"{p} (median) | ours / {p} | each run's ratio" for p in others) + " |")
print("|---|---|---:|" + "---:|---:|---|" * len(others))
def good(results, key):
    return {n: r[key] for n, r in results.items() if "error" not in r and r.get(key)}
def median(values):
    return "%.1f" % statistics.median(values.values()) if values else "–"
for workload, sides in found.items():
    for key, label in figures:
        ours = good(sides.get("ours", {}), key)
        cells = [median(ours)]
        for peer in others:
            theirs = good(sides.get(peer, {}), key)
            ratio = "%.3g" % (statistics.median(ours.values()) / statistics.median(theirs.values())) if ours and theirs else "–"
            each = " ".join("%.3g" % (ours[n] / theirs[n]) for n in sorted(ours) if n in theirs) or "–"
            cells += [median(theirs), ratio, each]
        print(f"| {workload} | {label} | " + " | ".join(cells) + " |")
PY
[ ${#stacks[@]} -eq 0 ] || compare_yoga "$seconds" "${RUNS:-5}" "${stacks[@]}" || status=1
exit $status
