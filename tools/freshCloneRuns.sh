#!/usr/bin/env bash
# Runs CI's own steps N times, each on a fresh clone of the committed HEAD (never the work tree):
# clone into a new temporary folder, `bash .ci/run` there (npm ci, then npm test), and print each
# run's wall time and exit code, then a summary. A suite is trusted when every run exits 0.
#
#   tools/freshCloneRuns.sh [N=10]     extra environment (E2E_WORKERS, SLINK_TEST_TIME_FACTOR) passes through
#
# Each run's output is kept in <folder>/run-<i>.log (the folder is printed); the clones are deleted.
set -uo pipefail

runs=${1:-10}
repo=$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse HEAD)
logs=$(mktemp -d "${TMPDIR:-/tmp}/slink-runs.XXXXXX")
echo "commit $commit, $runs run(s) on $(nproc) cores; logs in $logs"

passed=0
for ((i = 1; i <= runs; i++)); do
  clone=$(mktemp -d "${TMPDIR:-/tmp}/slink-clone.XXXXXX")
  git clone --quiet --no-local "$repo" "$clone" && git -C "$clone" checkout --quiet "$commit"
  # CI lays the steering folder's shared/ beside the clone; the tests read nothing from it.
  start=$(date +%s)
  (cd "$clone" && CI=true bash .ci/run) >"$logs/run-$i.log" 2>&1 </dev/null
  code=$?
  seconds=$(($(date +%s) - start))
  [[ $code -eq 0 ]] && passed=$((passed + 1))
  printf 'run %d: exit %d in %d min %02d s (%s)\n' "$i" "$code" $((seconds / 60)) $((seconds % 60)) "$(sed 's/\x1b\[[0-9;]*m//g' "$logs/run-$i.log" | grep -E '^ +Tests ' | tail -1 | xargs)"
  rm -rf "$clone"
done
echo "$passed of $runs runs passed"
[[ $passed -eq $runs ]]
