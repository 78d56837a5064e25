#!/usr/bin/env python3
"""Compares the ratio verdicts of two full `archmetrics report` runs of the same commit.

Usage: python3 Benchmarks/verdict-agreement.py FIRST/metrics.json SECOND/metrics.json

Reads the rendered `buildTimeRatios` table of each run (what the report prints), and for every
measure row (wall and CPU time) and variant other than the reference:
- the verdict: significant (the 95% interval excludes 1.00) or n.s.;
- whether the two runs agree on it (issue 15 asks for agreement wherever both intervals
  exclude, or both include, 1.00: a verdict that flips is a disagreement);
- how far the two ratio estimates are apart, so CPU-time rows can be set against wall-time rows.
Prints Markdown tables: per row, then a summary of wall against CPU.
"""
import json
import statistics
import sys


def ratio_table(path):
    with open(path) as handle:
        document = json.load(handle)
    table = next(t for t in document["tables"] if t["id"] == "buildTimeRatios")
    reference = document["measurements"]["referenceVariant"]
    variants = table["columns"][1:]
    rows = {}
    for row in table["rows"]:
        cells = {}
        for name, cell in zip(variants, row["cells"]):
            if name == reference or cell.get("value") is None:
                continue
            text = cell["text"]
            bounded = "(" in text and "unbounded" not in text
            cells[name] = {
                "ratio": cell["value"],
                "text": text.split(";")[0].rstrip(")") + (")" if "(" in text else ""),
                "verdict": None if not bounded else ("n.s." if "n.s." in text else "sig."),
            }
        rows[row["label"]] = cells
    return rows, reference


def main(first_path, second_path):
    first, reference = ratio_table(first_path)
    second, _ = ratio_table(second_path)
    agree = disagree = 0
    spread = {"wall": [], "cpu": []}
    print(f"Ratios to {reference}: first run | second run | verdicts\n")
    print("| measure | variant | first | second | verdicts | difference |")
    print("|---|---|---|---|---|---:|")
    for label, cells in first.items():
        kind = "cpu" if label.endswith("(CPU time)") else "wall"
        for name, one in cells.items():
            other = second.get(label, {}).get(name)
            if other is None:
                continue
            if one["verdict"] is None or other["verdict"] is None:
                verdict = "no interval"
            elif one["verdict"] == other["verdict"]:
                verdict = f"agree ({one['verdict']})"
                agree += 1
            else:
                verdict = f"**differ** ({one['verdict']} / {other['verdict']})"
                disagree += 1
            difference = abs(one["ratio"] - other["ratio"])
            if "tests alone" not in label:
                spread[kind].append(difference)
            print(
                f"| {label} | {name} | {one['text']} | {other['text']} | {verdict} | {difference:.3f} |"
            )
    print()
    print(f"Verdicts: {agree} agree, {disagree} differ.")
    for kind, values in spread.items():
        if values:
            print(
                f"{kind} rows (test execution alone left out): |ratio difference| between the runs "
                f"median {statistics.median(values):.3f}, mean {statistics.mean(values):.3f}, "
                f"max {max(values):.3f} over {len(values)} ratios."
            )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
