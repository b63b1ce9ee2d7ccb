#!/usr/bin/env python3
"""The oracle: what a strict-priority solver must answer for a constraint system (the format of
Docs/Formats.md §1), worked out as a sequence of linear programs, independently of the Swift
solver and of how it breaks ties.

For a system it finds:
  * which required constraints are kept: each, in file order, is kept when it can hold together
    with those kept before it; the others must be reported as unsatisfiable;
  * for each priority level below required, highest first, the least total violation the level
    can have while every kept required constraint holds and every higher level stays at its own
    least violation (edit variables count as `variable == last suggested value` at their
    priority).

Needs SciPy (its HiGHS solver): `pip install scipy`.

Usage:
  oracle.py generate SEED [NVARS NCONS]   print a random system (the same system for the same seed)
  oracle.py levels SYSTEM.json            print the expected unsatisfiable indices and each level's
                                          least violation, as JSON (what oracle.json stores, so
                                          that the tests need no Python)
  oracle.py judge SYSTEM.json ANSWER.json judge an answer of `stacklayout solve`: print `ok`
                                          (exit 0) or what is wrong (exit 1)
"""
import json
import random
import sys

import numpy as np
from scipy.optimize import linprog

PRIORITY_NAMES = {"required": 1000.0, "defaultHigh": 750.0, "defaultLow": 250.0, "fittingSizeLevel": 50.0}
REQUIRED = 1000.0
TOLERANCE = 1e-5


class Row:
    """`sum(coefficient * variable) + constant  op  0` at a priority."""

    def __init__(self, coefficients, constant, op, priority):
        self.coefficients, self.constant, self.op, self.priority = coefficients, constant, op, priority

    def value(self, values):
        return sum(a * values.get(name, 0.0) for name, a in self.coefficients.items()) + self.constant

    def violation(self, values):
        """How far `values` are from meeting the row (0 when they meet it)."""
        e = self.value(values)
        return abs(e) if self.op == "==" else max(0.0, e) if self.op == "<=" else max(0.0, -e)


def priority_of(entry):
    p = entry.get("priority", REQUIRED)
    return float(PRIORITY_NAMES.get(p, p))


def read(system):
    """The variable names (declared ones, then in order of first use), the constraints as rows,
    and the edit variables as rows `variable - value == 0` at their priority, the value being
    the last one suggested."""
    names = list(system.get("variables", []))
    used = [name for entry in system["constraints"] for _, name in entry["terms"]]
    for name in used + [e["variable"] for e in system.get("edits", [])]:
        if name not in names:
            names.append(name)
    constraints = []
    for entry in system["constraints"]:
        coefficients = {}
        for a, name in entry["terms"]:
            coefficients[name] = coefficients.get(name, 0.0) + float(a)
        constraints.append(Row(coefficients, float(entry.get("constant", 0)), entry["op"], priority_of(entry)))
    suggested = {}
    for round_ in system.get("suggestions", []):
        suggested.update(round_)
    edits = [Row({e["variable"]: 1.0}, -float(suggested.get(e["variable"], e["value"])), "==", priority_of(e))
             for e in system.get("edits", [])]
    return names, constraints, edits


def solve_lp(names, hard, soft=(), caps=None, objective=None):
    """One linear program over the variables and one error column per side a soft row can be
    missed by (two for an equality): every hard row holds exactly, each soft row holds up to its
    errors, the errors of each level in `caps` sum to at most the cap, and the errors of level
    `objective` are minimised (nothing is, when it is None). Returns SciPy's result."""
    column = {name: i for i, name in enumerate(names)}
    errors = []  # (soft row index, +1: the row's value may exceed 0 by it, -1: fall below 0 by it)
    for k, row in enumerate(soft):
        errors += [(k, +1), (k, -1)] if row.op == "==" else [(k, +1 if row.op == "<=" else -1)]
    width = len(names) + len(errors)
    equalities, equality_bounds, inequalities, inequality_bounds = [], [], [], []

    def coefficients_of(row):
        line = np.zeros(width)
        for name, a in row.coefficients.items():
            line[column[name]] += a
        return line

    def add(line, op, constant):
        """`line · x + constant  op  0`, stored as A_eq x = b or A_ub x <= b."""
        if op == "==":
            equalities.append(line), equality_bounds.append(-constant)
        elif op == "<=":
            inequalities.append(line), inequality_bounds.append(-constant)
        else:
            inequalities.append(-line), inequality_bounds.append(constant)

    for row in hard:
        add(coefficients_of(row), row.op, row.constant)
    for k, row in enumerate(soft):
        line = coefficients_of(row)
        for j, (owner, sign) in enumerate(errors):
            if owner == k:
                line[len(names) + j] = -sign  # value - (error above) + (error below)
        add(line, row.op, row.constant)
    for level, cap in (caps or {}).items():
        line = np.zeros(width)
        for j, (owner, _) in enumerate(errors):
            if soft[owner].priority == level:
                line[len(names) + j] = 1.0
        inequalities.append(line), inequality_bounds.append(cap)
    cost = np.zeros(width)
    for j, (owner, _) in enumerate(errors):
        if soft[owner].priority == objective:
            cost[len(names) + j] = 1.0
    return linprog(
        cost,
        A_ub=np.array(inequalities) if inequalities else None, b_ub=inequality_bounds or None,
        A_eq=np.array(equalities) if equalities else None, b_eq=equality_bounds or None,
        bounds=[(None, None)] * len(names) + [(0, None)] * len(errors), method="highs")


def can_hold(names, rows):
    return solve_lp(names, rows).status == 0


def kept_and_unsatisfiable(names, constraints):
    """The required constraints kept, in file order, and the indices of those that are not."""
    kept, unsatisfiable = [], []
    for index, row in enumerate(constraints):
        if row.priority >= REQUIRED:
            if can_hold(names, kept + [row]):
                kept.append(row)
            else:
                unsatisfiable.append(index)
    return kept, unsatisfiable


def least_violation(names, kept, soft, caps, level):
    """The LP for one level, the higher levels capped at their least violation. A cap exactly at
    an optimum found in floating point can make the LP infeasible, so the caps are loosened by
    the smallest slack that the LP accepts (a loose cap would let lower levels do better than
    the true lexicographic optimum)."""
    for slack in (1e-10, 1e-9, 1e-8, 1e-7):
        result = solve_lp(names, kept, soft, {p: cap + slack * max(1.0, abs(cap)) for p, cap in caps.items()}, level)
        if result.status == 0:
            break
    return result


def levels(system):
    """What oracle.json stores: the expected unsatisfiable indices and [priority, least
    violation] for each level, highest first."""
    names, constraints, edits = read(system)
    kept, unsatisfiable = kept_and_unsatisfiable(names, constraints)
    soft = [row for row in constraints if row.priority < REQUIRED] + edits
    caps, found = {}, []
    for level in sorted({row.priority for row in soft}, reverse=True):
        best = least_violation(names, kept, soft, caps, level).fun
        found.append([level, round(best, 9)])
        caps[level] = best
    return {"unsatisfiable": unsatisfiable, "levels": found}


def judge(system, answer):
    """None when `answer` (the output of `stacklayout solve`) is right for `system`, else why."""
    names, constraints, edits = read(system)
    kept, unsatisfiable = kept_and_unsatisfiable(names, constraints)
    if "unsatisfiable" not in answer:
        return "the answer has no 'unsatisfiable' key"
    reported = sorted(entry["constraint"] for entry in answer["unsatisfiable"])
    if reported != unsatisfiable:
        return f"unsatisfiable {reported}, expected {unsatisfiable}"
    for entry in answer["unsatisfiable"]:
        broken, conflicts = entry["constraint"], entry.get("conflicts", [])
        if broken not in conflicts:
            return f"the conflicts of {broken} do not include it"
        rows = []
        for j in conflicts:
            if not 0 <= j < len(constraints) or constraints[j].priority < REQUIRED or (j in unsatisfiable and j != broken):
                return f"the conflicts of {broken} name {j}, which is not a kept required constraint"
            rows.append(constraints[j])
        if can_hold(names, rows):
            return f"the conflicts {conflicts} of {broken} can hold together"
        for drop, j in enumerate(conflicts):
            if not can_hold(names, rows[:drop] + rows[drop + 1:]):
                return f"the conflicts {conflicts} of {broken} are not minimal ({j} is not needed)"
    values = answer.get("values", {})
    missing = [name for name in names if name not in values]
    if missing:
        return f"no value for {missing[0]}"
    for row in kept:
        off = row.violation(values)
        if off > TOLERANCE * max(1.0, sum(abs(a) for a in row.coefficients.values())):
            return f"a required constraint is violated by {off}"
    soft = [row for row in constraints if row.priority < REQUIRED] + edits
    caps = {}
    for level in sorted({row.priority for row in soft}, reverse=True):
        result = least_violation(names, kept, soft, caps, level)
        if result.status != 0:
            return f"the LP failed at level {level:g}: {result.message}"
        got = sum(row.violation(values) for row in soft if row.priority == level)
        if got > result.fun + TOLERANCE * max(1.0, abs(result.fun)) + 1e-6:
            return f"at priority {level:g} the answer violates by {got:.9g}, the least is {result.fun:.9g}"
        # Lower levels are judged with this one held where the answer holds it (never looser than
        # its least violation), so that they are compared with what the answer could still reach.
        caps[level] = max(result.fun, got)
    return None


def generate(seed, nvars=6, ncons=10):
    """A random system: small integer coefficients and constants, priorities from required down
    to 1 (names included), and up to two edit variables. The draws are made in a fixed order, so a
    seed always gives the same system (oracle.json depends on it)."""
    draw = random.Random(seed)
    names = [f"v{i}" for i in range(nvars)]
    priorities = [1000, 1000, 1000, 999, 750, 750, 500, 251, 250, 250, 50, 1, "required", "defaultHigh", "defaultLow"]
    constraints = []
    for _ in range(ncons):
        chosen = draw.sample(names, draw.randint(1, min(3, nvars)))
        terms = [[draw.choice([-2, -1, 1, 1, 2, 3]), name] for name in chosen]
        constraints.append({
            "terms": terms, "constant": draw.randint(-100, 100), "op": draw.choice(["==", "<=", ">=", ">="]),
            "priority": draw.choice(priorities)})
    edits = [{"variable": name, "priority": draw.choice([999, 750, 500, 100]), "value": draw.randint(-50, 400)}
             for name in draw.sample(names, draw.randint(0, 2))]
    return {"variables": names, "constraints": constraints, "edits": edits}


def main(arguments):
    command = arguments[0] if arguments else ""
    if command == "generate" and len(arguments) in (2, 4):
        print(json.dumps(generate(*[int(a) for a in arguments[1:]])))
    elif command == "levels" and len(arguments) == 2:
        with open(arguments[1]) as f:
            print(json.dumps(levels(json.load(f))))
    elif command == "judge" and len(arguments) == 3:
        with open(arguments[1]) as f, open(arguments[2]) as g:
            why = judge(json.load(f), json.load(g))
        print(why or "ok")
        return 1 if why else 0
    else:
        print(__doc__.split("Usage:")[1], file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
