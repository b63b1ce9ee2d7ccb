#!/usr/bin/env python3
"""Writes oracle.json: random constraint systems from ../shared/oracle/lexopt.py --gen, each with
its expected optimum from lexopt.py --levels (the unsatisfiable indices and the optimal violation
of each priority level). The tests read the result; they never run Python.
Usage (from the package root): python3 Tests/CassowaryTests/Fixtures/make-oracle-fixtures.py"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
LEXOPT = os.path.join(HERE, "../../../../shared/oracle/lexopt.py")

def sizes(seed):
    """100 small, 70 medium and 40 large systems."""
    if seed < 100:
        return 3 + seed % 6, 5 + seed % 11
    if seed < 170:
        return 10 + seed % 11, 30 + seed % 31
    return 30 + seed % 11, 80 + seed % 41

fixtures = []
for seed in range(210):
    nvars, ncons = sizes(seed)
    system = json.loads(subprocess.check_output([sys.executable, LEXOPT, "--gen", str(seed), str(nvars), str(ncons)]))
    path = "/tmp/oracle-fixture.json"
    with open(path, "w") as f:
        json.dump(system, f)
    expected = json.loads(subprocess.check_output([sys.executable, LEXOPT, "--levels", path]))
    fixtures.append({"seed": seed, "system": system, "expected": expected})
with open(os.path.join(HERE, "oracle.json"), "w") as f:
    json.dump(fixtures, f, separators=(",", ":"))
print(f"wrote {len(fixtures)} fixtures")
