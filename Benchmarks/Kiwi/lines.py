#!/usr/bin/env python3
"""Writes a constraint system file (Docs/Formats.md §1) in the line form kiwi-replay reads:
  name NAME
  variables COUNT
  edit VARIABLE PRIORITY VALUE             (variables by index, in the file's order)
  constraint OP PRIORITY CONSTANT [COEFFICIENT VARIABLE]...
  round [VARIABLE VALUE]...
Usage: lines.py SYSTEM.json NAME > SYSTEM.lines"""
import json
import sys

PRIORITY_NAMES = {"required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50}


def main(path, name):
    with open(path) as f:
        system = json.load(f)
    index = {}

    def variable(v):
        return index.setdefault(v, len(index))

    def priority(entry):
        p = entry.get("priority", 1000)
        return float(PRIORITY_NAMES.get(p, p))

    for v in system.get("variables", []):
        variable(v)
    body = []
    for e in system.get("edits", []):
        body.append(f"edit {variable(e['variable'])} {priority(e)!r} {float(e['value'])!r}")
    for c in system["constraints"]:
        terms = "".join(f" {float(a)!r} {variable(v)}" for a, v in c["terms"])
        body.append(f"constraint {c['op']} {priority(c)!r} {float(c.get('constant', 0))!r}{terms}")
    for r in system.get("suggestions", []):
        body.append("round" + "".join(f" {variable(v)} {float(x)!r}" for v, x in r.items()))
    print(f"name {name}\nvariables {len(index)}")
    print("\n".join(body))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("Usage: ")[1])
    main(sys.argv[1], sys.argv[2])
