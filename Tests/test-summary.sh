#!/bin/sh
# make test's last line: what the XCTest run counted, read from its xUnit report, as
# "make test: N passed, N failed" ($3 names the run; make integration's too). The exit status is the
# test run's (passed as $2), so a run that crashed before writing the report still fails, and says so.
set -eu
report=$1
status=$2
name=${3:-make test}
if [ ! -s "$report" ]; then
    echo "$name: no test results in $report (the test run stopped before reporting; exit $status)"
    exit $(( status == 0 ? 1 : status ))
fi
counts=$(sed -n 's/.*<testsuite [^>]*tests="\([0-9]*\)" failures="\([0-9]*\)".*/\1 \2/p' "$report" \
    | awk '{ tests += $1; failures += $2 } END { print tests + 0, failures + 0 }')
tests=${counts% *}
failures=${counts#* }
echo "$name: $((tests - failures)) passed, $failures failed"
if [ "$status" -eq 0 ] && [ "$failures" -gt 0 ]; then exit 1; fi
exit "$status"
