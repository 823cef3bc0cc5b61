#!/usr/bin/env bash
# One review of shared/REVIEW.md: the dry run over the real-app corpus, per-rule counts, a sample of N
# hunks of every rule together, and a sample of PER_RULE hunks of each rule that fixes, drawn from a dry
# run of that rule alone (so that each hunk holds only that rule's edits), for a reviewer with a fresh
# context. With RULE, only that rule's sample is drawn.
# Usage: review.sh SEED [N] [RULE]   (env: PER_RULE (15), A11YFIX, REVIEW_CORPUS, REVIEW_OUT, SAMPLE_HUNKS, A11YFIX_FLAGS)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
seed=${1:?usage: review.sh SEED [N] [RULE]}
count=${2:-60}
rule=${3:-}
corpus=${REVIEW_CORPUS:-$root/review-corpus}
out=${REVIEW_OUT:-$root/.build/review}
a11yfix=${A11YFIX:-$root/.build/release/a11yfix}
sample_hunks=${SAMPLE_HUNKS:-$root/../shared/tools/sample-hunks}
[ -d "$corpus" ] || { echo "review: no corpus at $corpus; run make review-corpus" >&2; exit 2; }
[ -x "$sample_hunks" ] || { echo "review: sample-hunks not found at $sample_hunks (set SAMPLE_HUNKS)" >&2; exit 2; }
mkdir -p "$out"

# Exit 1 means findings, which a review expects; 2 means some file could not be used, which it reports.
status=0
(cd "$corpus" && "$a11yfix" --dry-run --no-cache ${A11YFIX_FLAGS:-} . > "$out/fixes.diff" 2> "$out/findings.txt") || status=$?
[ "$status" -le 2 ] || { echo "review: a11yfix exited $status" >&2; exit "$status"; }
(cd "$corpus" && "$a11yfix" --check --no-cache --format json ${A11YFIX_FLAGS:-} . > "$out/findings.json" 2>/dev/null) || true

python3 - "$out/findings.json" <<'PY' | tee "$out/counts.txt"
import collections, json, sys
report = json.load(open(sys.argv[1]))
found, fixed = collections.Counter(), collections.Counter()
for finding in report["findings"]:
    found[finding["ruleId"]] += 1
    fixed[finding["ruleId"]] += finding.get("fix") is not None
print(f"{'rule':32} {'findings':>9} {'with fix':>9}")
for rule in sorted(found):
    print(f"{rule:32} {found[rule]:9} {fixed[rule]:9}")
print(f"{'total':32} {sum(found.values()):9} {sum(fixed.values()):9}   ({report['summary']['files']} files)")
PY

per_rule=${PER_RULE:-15}
if [ -z "$rule" ]; then
  sample="$out/sample-seed$seed.md"
  "$sample_hunks" "$out/fixes.diff" "$corpus" --findings "$out/findings.txt" -n "$count" --seed "$seed" > "$sample"
  echo "review: $(head -1 "$sample" | sed 's/^# //') → $sample"
  rules=$(python3 -c 'import json,sys; print(" ".join(sorted({f["ruleId"] for f in json.load(open(sys.argv[1]))["findings"] if f.get("fix")})))' "$out/findings.json")
else
  rules=$rule
fi
for id in $rules; do
  (cd "$corpus" && "$a11yfix" --dry-run --no-cache --rules "$id" ${A11YFIX_FLAGS:-} . > "$out/fixes-$id.diff" 2> "$out/findings-$id.txt") || true
  sample="$out/sample-seed$seed-$id.md"
  # Every hunk of this diff is the rule's: no --rule filter, which keeps only hunks that hold the line a
  # finding names and so drops fixes placed away from it (a label after a Picker's closing brace).
  "$sample_hunks" "$out/fixes-$id.diff" "$corpus" --findings "$out/findings-$id.txt" -n "$per_rule" --seed "$seed" > "$sample"
  echo "review: $(head -1 "$sample" | sed 's/^# //') → $sample"
done
grep -E 'error:' "$out/findings.txt" | sed 's/^/review: /' || true
