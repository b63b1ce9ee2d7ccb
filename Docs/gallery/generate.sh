#!/usr/bin/env bash
# Regenerates the gallery: the reference's three views (160×200, 80×100, 40×50) in every
# distribution (in a stack 400 long) and every alignment (in a free stack), on both axes; c hugs
# a little less (249) so that `fill` says which view takes the extra space.
# Writes the layouts to Examples/gallery/ and their pictures to Docs/gallery/, then draws every
# other layout of Examples/ into Docs/examples/.
#   Docs/gallery/generate.sh        (from anywhere)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
layouts="$root/Examples/gallery"
mkdir -p "$layouts"
swift build -q --package-path "$root" --product stacklayout
tool="$(swift build --package-path "$root" --show-bin-path)/stacklayout"

views='[
      {"id": "a", "color": "#e8a33d", "intrinsicSize": {"width": 160, "height": 200}, "baseline": {"first": 150, "last": 180}},
      {"id": "b", "color": "#4a90d9", "intrinsicSize": {"width": 80, "height": 100}, "baseline": {"first": 60, "last": 90}},
      {"id": "c", "color": "#6ab04c", "intrinsicSize": {"width": 40, "height": 50}, "baseline": {"first": 30, "last": 40},
       "hugging": {"horizontal": 249, "vertical": 249}}
    ]'

# layout NAME AXIS DISTRIBUTION ALIGNMENT PIN
layout() {
  cat > "$layouts/$1.json" <<JSON
{
  "container": {"width": 440, "height": 440},
  "root": {
    "id": "stack", "kind": "stack", "axis": "$2", "distribution": "$3", "alignment": "$4", "spacing": 10,
    "pin": $5,
    "arranged": $views
  }
}
JSON
  "$tool" inspect "$layouts/$1.json" --svg "$root/Docs/gallery/$1.svg" > /dev/null
}

for distribution in fill fillEqually fillProportionally equalSpacing equalCentering; do
  layout "horizontal-$distribution" horizontal "$distribution" center '{"top": 20, "leading": 20, "trailing": 20}'
  layout "vertical-$distribution" vertical "$distribution" center '{"top": 20, "leading": 20, "bottom": 20}'
done
for alignment in fill leading trailing center firstBaseline lastBaseline; do
  across=$alignment
  [ "$alignment" = leading ] && across=top
  [ "$alignment" = trailing ] && across=bottom
  layout "horizontal-align-$alignment" horizontal fill "$across" '{"top": 20, "leading": 20}'
  layout "vertical-align-$alignment" vertical fill "$alignment" '{"top": 20, "leading": 20}'
done
echo "gallery: $(ls "$root"/Docs/gallery/*.svg | wc -l) pictures in Docs/gallery"
mkdir -p "$root/Docs/examples"
for example in "$root"/Examples/*.json; do
  name="$(basename "$example" .json)"
  [ "$name" = solver-form ] && continue  # a constraint system, not a layout
  "$tool" inspect "$example" --svg "$root/Docs/examples/$name.svg" > /dev/null
done
echo "examples: $(ls "$root"/Docs/examples/*.svg | wc -l) pictures in Docs/examples"
