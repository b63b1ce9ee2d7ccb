#!/usr/bin/env bash
# Replays the same constraint system files on this package's solver ("ours") and on each peer
# (kiwi, C++), one side after the other in one go, and prints every figure with the ratio
# ours / peer (below 1: ours is faster) as a Markdown table.
#   Benchmarks/compare.sh [SECONDS_PER_FIGURE] [WORKLOAD...]
# Workloads: the solver workloads of `benchmarks` (enaml chain-100 chain-1000 chain-10000
# chain-100000 grid-10 grid-30), written to files by `benchmarks write`.
# Environment: TIMEOUT (seconds per workload and side, default 300), BENCH_WORK (the work folder,
# default /tmp/stacklayout-bench: the files, and each peer's build).
# A run that times out or fails is shown as "–" with the reason; ours failing its answer checks
# makes the script exit 1.
#
# A peer is two functions: prepare_PEER (once; builds what it needs, fails when it cannot) and
# command_PEER FILE NAME (sets `command` to the program that replays FILE and prints one JSON line
# with build_us, suggest_ns and remove_us). Add one and list it in `peers`.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
package="$(cd "$here/.." && pwd)"
work="${BENCH_WORK:-/tmp/stacklayout-bench}"
seconds="${1:-1}"; shift || true
limit="${TIMEOUT:-300}"
workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(enaml chain-100 chain-1000 grid-10 grid-30 chain-10000)
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
for w in "${workloads[@]}"; do
  "$package/.build/release/benchmarks" write "$w" "$work/workloads/$w.json" || exit 2
done
results="$(mktemp)"
trap 'rm -f "$results" "$results.mem"' EXIT
status=0
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m), $(nproc) cores; $seconds s per figure; timeout $limit s" >&2
for peer in "${peers[@]}"; do
  if [ "$peer" != ours ] && ! "prepare_$peer"; then
    echo "$peer: setup failed, left out" >&2
    continue
  fi
  for w in "${workloads[@]}"; do
    echo "$peer: $w …" >&2
    if "command_$peer" "$work/workloads/$w.json" "$w"; then
      line="$(timeout "$limit" /usr/bin/time -f '%M' -o "$results.mem" "${command[@]}")"
      rc=$?
    else
      rc=1
    fi
    if [ $rc -eq 0 ]; then
      echo "$peer $(tail -n 1 "$results.mem") $line" >> "$results"
    else
      echo "$peer - {\"workload\": \"$w\", \"error\": \"exit $rc$([ $rc -eq 124 ] && echo ', timed out')\"}" >> "$results"
      [ "$peer" != ours ] || [ $rc -eq 124 ] || status=1
    fi
  done
done
python3 - "$results" "${peers[@]}" <<'PY'
import json, sys
path, peers = sys.argv[1], sys.argv[2:]
found = {}
for line in open(path):
    peer, memory, text = line.split(" ", 2)
    result = json.loads(text)
    result["peak_mb"] = None if memory == "-" else int(memory) / 1024
    found.setdefault(result["workload"], {})[peer] = result
figures = [("build_us", "build µs"), ("suggest_ns", "suggest ns"), ("remove_us", "remove µs"), ("peak_mb", "peak MB")]
others = [p for p in peers if p != "ours"]
print("| workload | figure | ours | " + " | ".join(f"{p} | ours / {p}" for p in others) + " |")
print("|---|---|---:|" + "---:|---:|" * len(others))
def usable(result, key):
    return result is not None and "error" not in result and result.get(key)
def shown(result, key):
    if result is None or "error" in result:
        return "– (%s)" % (result or {}).get("error", "not run")
    return "%.1f" % result[key]
for workload, sides in found.items():
    for key, label in figures:
        ours = sides.get("ours")
        cells = [shown(ours, key)]
        for peer in others:
            theirs = sides.get(peer)
            ratio = "%.3g" % (ours[key] / theirs[key]) if usable(ours, key) and usable(theirs, key) else "–"
            cells += [shown(theirs, key), ratio]
        print(f"| {workload} | {label} | " + " | ".join(cells) + " |")
PY
exit $status
