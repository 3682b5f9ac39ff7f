#!/usr/bin/env python3
"""Times kiwisolver adding the constraints qlbench wrote (JSON: [[[var, coef], ...], constant,
relation, priority] per constraint) and one edit re-solve, for qlbench's side-by-side figures.
Run it from a throwaway virtual environment with kiwisolver installed; it is not a dependency."""
import json
import statistics
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    # The weighted model: an optional constraint's priority as its plain weight.
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)


def build(items, count):
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    solver = kiwi.Solver()
    for terms, constant, relation, priority in items:
        expression = sum((coefficient * variables[index] for index, coefficient in terms), constant)
        constraint = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
        solver.addConstraint(constraint | strength(priority))
    solver.updateVariables()
    return solver, variables


def main():
    items = json.load(open(sys.argv[1]))
    count = 1 + max(index for terms, *_ in items for index, _ in terms)
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        solver, variables = build(items, count)
        runs.append((time.perf_counter() - start) * 1000)
    edits = []
    # The variable qlbench edits (its index is the second argument): the middle row's icon x.
    variable = variables[int(sys.argv[2]) if len(sys.argv) > 2 else 0]
    solver.addEditVariable(variable, kiwi.strength.strong)
    for step in range(101):
        start = time.perf_counter()
        solver.suggestValue(variable, 16 if step % 2 else 24)  # the same values as qlbench's constant
        solver.updateVariables()
        edits.append((time.perf_counter() - start) * 1000)
    print(f"kiwisolver {kiwi.__version__}: adding the same {len(items)} constraints {statistics.median(runs):.2f} ms "
          f"median of 5; one edit re-solve (suggestValue) {statistics.median(edits):.4f} ms median of 101")


main()
