#!/usr/bin/env bash
# The HTML report in a real browser: writes the report of Examples/hidden-view.json, opens it in
# headless Chromium with #select=c (the page's script selects c on load), and checks the DOM (the
# list of constraints that mention c is exactly theirs) and screenshots (c highlighted when
# selected, nothing highlighted otherwise). Needs `chromium` (Debian's package) and python3.
#   Tests/Browser/run.sh        (from anywhere)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build -q --package-path "$root" --product stacklayout
tool="$(swift build --package-path "$root" --show-bin-path)/stacklayout"
example="$root/Examples/hidden-view.json"
view=c
"$tool" inspect "$example" --format json --html "$work/page.html" > "$work/inspect.json"
browse() {
  timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,900 \
    --virtual-time-budget=3000 --user-data-dir="$work/profile" "$@" 2> "$work/chromium.log" || {
    cat "$work/chromium.log" >&2
    return 1
  }
}
browse --dump-dom "file://$work/page.html#select=$view" > "$work/dumped.html"
python3 "$root/Tests/Browser/check.py" dom "$work/page.html" "$work/inspect.json" "$work/dumped.html" "$view"
browse --screenshot="$work/selected.png" "file://$work/page.html#select=$view"
browse --screenshot="$work/unselected.png" "file://$work/page.html"
python3 "$root/Tests/Browser/check.py" screenshot "$work/page.html" "$work/selected.png" "$work/unselected.png" "$view"
