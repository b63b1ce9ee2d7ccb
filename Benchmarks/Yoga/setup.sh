#!/usr/bin/env bash
# Builds yoga-stacks (Benchmarks/Yoga/stacks.cpp: the stack workloads laid out by Yoga) into a work
# folder and prints the program's path. Yoga's static library and headers come from the pyyoga
# wheel on the Python package index, which ships `lib64/libyogacore.a` and `include/yoga/` next to
# its Python module; the wheel is pinned by version and SHA-256.
#   Benchmarks/Yoga/setup.sh [WORKDIR]        default: $YOGA_WORK, else /tmp/yoga-stacks
# Needs x86_64 Linux, python3 with pip, g++ with C++20, and the network the first time. Run again,
# it reuses the unpacked library and rebuilds the program only when stacks.cpp changed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${1:-${YOGA_WORK:-/tmp/yoga-stacks}}"
version=0.1.0
wheel=pyyoga-$version-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl
sha256=cc0b6b93a2882c69365292684e2b2f9a0d7465aab82a6cee21c93addc1debe30

[ "$(uname -sm)" = "Linux x86_64" ] || { echo "setup.sh: the pinned pyyoga wheel is for x86_64 Linux" >&2; exit 2; }
command -v g++ >/dev/null || { echo "setup.sh: needs g++" >&2; exit 2; }
mkdir -p "$work"
if [ ! -f "$work/yoga/lib64/libyogacore.a" ]; then
  if [ ! -f "$work/$wheel" ]; then
    python3 -m pip download --quiet --no-deps --only-binary :all: --python-version 3.11 \
      --platform manylinux_2_28_x86_64 --dest "$work" "pyyoga==$version" >&2
  fi
  echo "$sha256  $work/$wheel" | sha256sum --check --quiet - \
    || { echo "setup.sh: $work/$wheel is not the pinned wheel (SHA-256 differs)" >&2; exit 2; }
  # Only Yoga's part of the wheel: the headers and the static library.
  python3 - "$work/$wheel" "$work/yoga" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    wanted = [n for n in wheel.namelist() if n.startswith("include/yoga/") or n == "lib64/libyogacore.a"]
    wheel.extractall(sys.argv[2], members=wanted)
PY
fi
if [ ! -x "$work/yoga-stacks" ] || [ "$here/stacks.cpp" -nt "$work/yoga-stacks" ]; then
  g++ -O2 -std=c++20 -DNDEBUG -Wall -Wextra -I "$work/yoga/include" "$here/stacks.cpp" \
    "$work/yoga/lib64/libyogacore.a" -o "$work/yoga-stacks"
fi
echo "$work/yoga-stacks"
