#!/usr/bin/env bash
# Builds kiwi-replay: kiwi's C++ solver (header-only, taken from the kiwisolver source package on
# PyPI) with replay.cpp. Idempotent; needs python3 with pip, and g++.
#   Benchmarks/Kiwi/setup.sh [WORKDIR]     (default /tmp/kiwi-bench; the program is WORKDIR/kiwi-replay)
# KIWI_VERSION picks the kiwisolver release (default 1.5.1, the one the comparisons used).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${1:-/tmp/kiwi-bench}"
version="${KIWI_VERSION:-1.5.1}"
mkdir -p "$work"
if [ ! -f "$work/kiwi-$version/kiwi/kiwi.h" ]; then
  rm -rf "$work/download" "$work/kiwi-$version"
  mkdir -p "$work/download" "$work/kiwi-$version"
  python3 -m pip download --quiet --no-deps --no-binary :all: "kiwisolver==$version" -d "$work/download"
  tar xzf "$work/download/kiwisolver-$version.tar.gz" -C "$work/kiwi-$version" --strip-components=1
fi
if [ ! -x "$work/kiwi-replay" ] || [ "$here/replay.cpp" -nt "$work/kiwi-replay" ]; then
  g++ -O2 -std=c++17 -DNDEBUG -I "$work/kiwi-$version" "$here/replay.cpp" -o "$work/kiwi-replay"
fi
echo "$work/kiwi-replay"
