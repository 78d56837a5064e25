#!/usr/bin/env python3
"""Compares archmetrics' per-function cyclomatic complexity with lizard's.

Usage: lizard_agreement.py LABEL ROOT FUNCTIONS_JSON

FUNCTIONS_JSON is `archmetrics scan ROOT --analysis --format json`. lizard reads the same files
(the document's `files`: test files are left out on both sides), and functions are matched by
file and first line. A computed or observed property is one function here and one per accessor
in lizard: a property with no lizard function on its line is matched with the lizard accessors
inside its lines, their decision points summed (a subscript's accessors are summed into it). Every complexity difference is put down to the
causes found in the function's text (see CAUSES); a difference they do not add up to is
"unexplained" and listed.
"""
import json
import os
import re
import sys
from collections import Counter

import lizard

ACCESSORS = {"get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify",
             "unsafeAddress", "unsafeMutableAddress", "init"}

# Cause: (sign of its effect on ours minus lizard's, what the README says about it).
CAUSES = {
    "??": (+1, "`??` is a decision here; lizard does not count it"),
    "interpolation": (+1, "`&&`/`||`/`??`/`?:` inside `\\( … )` count here; lizard skips strings"),
    "case-in-condition": (-1, "lizard counts `case` in `if case`/`guard case`/`for case`/`, case`"),
    "#if-condition": (-1, "lizard counts `&&`/`||` in `#if` conditions (compile time here)"),
    "operator-name": (-1, "lizard counts the name of `func &&`/`func ||` as a decision"),
    "lizard-ends-early": (+1, "lizard ends a function at a closure inside `( … )` or a literal, "
                              "losing the decisions after it"),
    "keyword-label": (-1, "lizard counts a keyword used as a parameter label or member (`for events: E`)"),
}


def split_code(text):
    """The text's code with comments and string contents blanked, and the code of its
    interpolations, apart (a small Swift string and comment scanner, enough for counting)."""
    code, interpolations = [], []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == '"' or (c == "#" and text.startswith('"', i + 1)):
            start_of_literal = i
            hashes = 0
            while i < n and text[i] == "#":
                hashes, i = hashes + 1, i + 1
            quote = '"""' if text.startswith('"""', i) else '"'
            i += len(quote)
            close = quote + "#" * hashes
            escape = "\\" + "#" * hashes
            while i < n and not text.startswith(close, i):
                if text.startswith(escape + "(", i):
                    i += len(escape) + 1
                    depth, start = 1, i
                    while i < n and depth:
                        depth += {"(": 1, ")": -1}.get(text[i], 0)
                        i += 1
                    interpolations.append(text[start:i - 1])
                elif text.startswith(escape, i):
                    i += len(escape) + 1
                else:
                    i += 1
            i += len(close)
            # Blanked, but its line breaks kept, so lines still count from the file's start.
            code.append('""' + "\n" * text.count("\n", start_of_literal, i))
        else:
            code.append(c)
            i += 1
    return "".join(code), " ".join(interpolations)


def causes_in(text, name):
    code, interpolated = split_code(text)
    # An operator function's own name is no use of the operator.
    code = re.sub(r"\bfunc\s+(?:\?\?|&&|\|\|)", "func f", code, count=1)
    lines = code.split("\n")
    directive = "\n".join(l for l in lines if re.match(r"\s*#(if|elseif)\b", l))
    plain = "\n".join(l for l in lines if not re.match(r"\s*#(if|elseif)\b", l))
    return {
        "??": len(re.findall(r"(?<=[\s)\]])\?\?(?=[\s(\[])", plain)),
        "interpolation": len(re.findall(r"&&|\|\||\?\?|\s\?\s", interpolated)),
        "case-in-condition": len(re.findall(r"\b(?:if|guard|while|for)\s+case\b|,\s*case\b", plain)),
        "#if-condition": len(re.findall(r"&&|\|\|", directive)),
        "operator-name": int(name.rsplit(".", 1)[-1].rstrip("<") in ("&&", "||")),
        # lizard skips a keyword label followed by `:` (`f(for: x)`), not one followed by a
        # parameter name (`func f(for events: E)`), nor a member (`.if`).
        "keyword-label": len(re.findall(r"[(,]\s*(?:if|for|while|guard|catch|case)\s+\w+\s*:"
                                        r"|\.(?:if|for|while|guard|catch|case)\b", plain)),
    }


SIGNATURE = re.compile(r"(?<!\.)\b(?:func\s+[^\s(<]+|init[?!]?|subscript)\s*(<[^{}()]*?>)?\s*\(")
POUND_DEFAULT = re.compile(r"=\s*#(?:fileID|filePath|file|line|column|function|isolation|dsohandle)\b")


def signatures_to_check(root, path):
    """First lines of the `func`/`init`/`subscript` declarations of the file, found by text
    search, that have a `#fileID`-style default argument or a value generic (`<let n: Int>`)."""
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
        code, _ = split_code(handle.read())
    lines = []
    for match in SIGNATURE.finditer(code):
        depth, i = 1, match.end()
        while i < len(code) and depth:
            depth += {"(": 1, ")": -1}.get(code[i], 0)
            i += 1
        generics = match.group(1) or ""
        if POUND_DEFAULT.search(code, match.end(), i) or re.search(r"[<,]\s*let\s", generics):
            lines.append(code.count("\n", 0, match.start()) + 1)
    return lines


def main():
    label, root, document = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(document) as handle:
        ours = json.load(handle)
    paths = [f["path"] for f in ours["files"]]
    here = {}
    for function in ours["functions"]:
        here.setdefault(function["path"], []).append(function)
    theirs = {}
    results = lizard.analyze_files([os.path.join(root, p) for p in paths],
                                   threads=max(1, os.cpu_count() or 1))
    prefix = os.path.join(root, "")
    for info in results:
        theirs[info.filename[len(prefix):]] = info.function_list

    matched = identical = 0
    property_groups = property_identical = 0
    only_here, only_lizard = Counter(), Counter()
    differences, unexplained = Counter(), []
    sources = {}

    def text_of(path, first, last):
        if path not in sources:
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
                sources[path] = handle.read().split("\n")
        return "\n".join(sources[path][first - 1:last])

    def compare(path, function, lizard_complexity, lizard_end):
        delta = function["complexity"] - lizard_complexity
        if delta == 0:
            return True
        found = causes_in(text_of(path, function["line"], function["endLine"]), function["name"])
        expected = sum(CAUSES[c][0] * k for c, k in found.items())
        if expected != delta and lizard_end < function["endLine"]:
            found = {"lizard-ends-early": 1}
            expected = delta
        if expected == delta:
            for cause, count in found.items():
                if count:
                    differences[cause] += 1
        else:
            differences["unexplained"] += 1
            unexplained.append(f"{path}:{function['line']} {function['name']} "
                               f"here {function['complexity']}, lizard {lizard_complexity}")
        return False

    total_lizard = 0
    for path in paths:
        mine = sorted(here.get(path, []), key=lambda f: f["line"])
        others = sorted(theirs.get(path, []), key=lambda f: f.start_line)
        total_lizard += len(others)
        by_line = {}
        for other in others:
            by_line.setdefault(other.start_line, []).append(other)
        used = set()
        leftover = []
        for function in mine:
            candidates = [o for o in by_line.get(function["line"], []) if id(o) not in used]
            if candidates:
                other = candidates[0]
                used.add(id(other))
                matched += 1
                # A subscript's (or a property's) accessors are lizard functions of their own.
                accessors = [o for o in others if id(o) not in used and o.name in ACCESSORS
                             and function["line"] < o.start_line <= function["endLine"]]
                if function["kind"] not in ("subscript", "property"):
                    accessors = []
                for accessor in accessors:
                    used.add(id(accessor))
                summed = other.cyclomatic_complexity + sum(
                    o.cyclomatic_complexity - 1 for o in accessors)
                identical += compare(path, function, summed, other.end_line)
            else:
                leftover.append(function)
        for function in leftover:
            accessors = [o for o in others if id(o) not in used and o.name in ACCESSORS
                         and function["line"] < o.start_line <= function["endLine"]]
            if function["kind"] == "property" and accessors:
                for other in accessors:
                    used.add(id(other))
                property_groups += 1
                summed = 1 + sum(o.cyclomatic_complexity - 1 for o in accessors)
                property_identical += compare(path, function, summed,
                                              max(o.end_line for o in accessors))
            elif function["kind"] == "property":
                only_here["property with an implicit getter (lizard: no function)"] += 1
            else:
                only_here[function["kind"]] += 1
        for other in others:
            if id(other) not in used:
                only_lizard["accessor" if other.name in ACCESSORS else "function"] += 1

    total_here = len(ours["functions"])
    print(f"== {label}: {len(paths)} files (test files left out on both sides)")
    print(f"functions: here {total_here}, lizard {total_lizard}")
    print(f"matched by file and line: {matched} ({100 * matched / max(1, total_here):.1f}% of ours)")
    print(f"same complexity: {identical} of {matched} matched = "
          f"{100 * identical / max(1, matched):.1f}%")
    print(f"properties matched with their lizard accessors (summed): {property_groups}, "
          f"same complexity {property_identical}")
    both = identical + property_identical
    print(f"agreement over all compared functions: {both} of {matched + property_groups} = "
          f"{100 * both / max(1, matched + property_groups):.1f}%")
    print("differences by cause (a function may show several):")
    for cause, count in differences.most_common():
        print(f"  {count:6d}  {cause}: {CAUSES[cause][1] if cause in CAUSES else 'see below'}")
    print("only here:", dict(only_here) or "none")
    print("only in lizard:", dict(only_lizard) or "none")
    searched = found = 0
    missing = []
    for path in paths:
        starts = {f["line"] for f in here.get(path, [])}
        for line in signatures_to_check(root, path):
            searched += 1
            if line in starts:
                found += 1
            else:
                missing.append(f"{path}:{line}")
    print(f"functions with a #fileID-style default or a value generic: text search {searched}, "
          f"listed here {found}" + (f"; missing: {', '.join(missing[:10])}" if missing else ""))
    limit = int(os.environ.get("UNEXPLAINED_SHOWN", "15"))
    for line in unexplained[:limit]:
        print("  unexplained:", line)
    if len(unexplained) > limit:
        print(f"  … {len(unexplained) - limit} more unexplained")


if __name__ == "__main__":
    main()
