#!/usr/bin/env python3
"""Writes oracle.json, the fixtures of OracleTests: 210 random systems (`oracle.py generate`),
100 small, 70 medium and 40 large, each with what `oracle.py levels` expects of it. The tests
read the file and never run Python. Needs SciPy (`pip install scipy`).
Usage (from anywhere): python3 Tests/CassowaryTests/Fixtures/make-oracle-fixtures.py"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402  (beside this script)


def size(seed):
    """(variables, constraints) for a seed."""
    if seed < 100:
        return 3 + seed % 6, 5 + seed % 11
    if seed < 170:
        return 10 + seed % 11, 30 + seed % 31
    return 30 + seed % 11, 80 + seed % 41


fixtures = []
for seed in range(210):
    system = oracle.generate(seed, *size(seed))
    fixtures.append({"seed": seed, "system": system, "expected": oracle.levels(system)})
with open(os.path.join(HERE, "oracle.json"), "w") as f:
    json.dump(fixtures, f, separators=(",", ":"))
print(f"wrote {len(fixtures)} fixtures to {os.path.join(HERE, 'oracle.json')}")
