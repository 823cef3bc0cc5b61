# a11yfix: every command a developer or CI needs. Only the Swift toolchain is required.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug
BIN = .build/$(CONFIG)/a11yfix

.PHONY: build release test test-build integration typecheck conformance fuzz demo bench install uninstall snapshots docs clean review-corpus review client-libraries

build:
	$(SWIFT) build -c $(CONFIG)

release:
	$(SWIFT) build -c release --product a11yfix

# Everything CI runs (.ci/run calls this). The last line counts what ran: "make test: N passed, N failed".
TEST_RESULTS = .build/test-results.xml
# Swift Testing (6.0 and later) holds no tests here; off, it prints no "0 tests" line after XCTest's.
NO_SWIFT_TESTING = $(shell $(SWIFT) test --help 2>/dev/null | grep -q -- --disable-swift-testing && echo --disable-swift-testing)
# The pre-commit framework's test is `make integration`'s: it needs Python's pre-commit, not only the
# Swift toolchain, and builds a11yfix from scratch in release mode (minutes).
test: test-build
	@rm -f $(TEST_RESULTS)
	@$(SWIFT) test --skip-build --parallel $(NO_SWIFT_TESTING) --skip ConformanceTests --skip PreCommitFrameworkTests --xunit-output $(TEST_RESULTS); \
		Tests/test-summary.sh $(TEST_RESULTS) $$?

# The hooks of .pre-commit-hooks.yaml driven by the real pre-commit framework (python3 -m pip install
# pre-commit), which builds a11yfix in release mode as its users' machines do. CI runs it after make test.
# (--parallel: only a parallel run writes the xUnit report its summary line reads.)
INTEGRATION_RESULTS = .build/integration-results.xml
integration: test-build
	@rm -f $(INTEGRATION_RESULTS)
	@$(SWIFT) test --skip-build --parallel $(NO_SWIFT_TESTING) --filter PreCommitFrameworkTests --xunit-output $(INTEGRATION_RESULTS); \
		Tests/test-summary.sh $(INTEGRATION_RESULTS) $$? "make integration"

# Builds a11yfix and its tests; a compiler warning fails it (CI builds a clean clone, so it sees every one).
test-build:
	@mkdir -p .build
	@{ $(SWIFT) build --build-tests 2>&1; echo $$? > .build/test-build.status; } | tee .build/test-build.log
	@test "$$(cat .build/test-build.status)" -eq 0
	@warnings=$$(grep -c ': warning:' .build/test-build.log); if [ "$$warnings" -gt 0 ]; then \
		echo "make test: the build printed compiler warnings ($$warnings, above); warnings fail the build" >&2; exit 1; fi

# Fixes that compile, not only parse: swiftc -typecheck against the stub SDK of Tests/Stubs (built
# into .build/stubs) of the demo app before and after --apply, of every rule example that is a whole
# file before and after its fix, and of the fix shapes that would not compile, which must fail.
# make test runs it too (TypecheckTests); docs/testing.md says what the stubs cover.
typecheck:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build $(NO_SWIFT_TESTING) --filter TypecheckTests

# Every .swift file of the real-app corpus that swiftc -parse accepts lexes without an error token and
# round-trips byte for byte. CORPUS defaults to review-corpus/ (make review-corpus lays it out).
CORPUS ?= review-corpus
conformance:
	$(SWIFT) build --build-tests
	A11YFIX_CORPUS="$(abspath $(CORPUS))" $(SWIFT) test --skip-build $(NO_SWIFT_TESTING) --filter ConformanceTests

# Coverage-guided fuzzing with libFuzzer: bytes → lexer → parser → every rule → fixes → re-lex, asserting
# RewritePromises (no crash or hang, lossless, idempotent, no new error token). Seeded from Fixtures/
# and Tests/Fuzz/Regressions; an input that breaks a promise is saved under .build/fuzz/crashes/.
FUZZ_SECONDS ?= 60
FUZZ_DIR = .build/fuzz
FUZZ_BIN = $(FUZZ_DIR)/a11yfix-fuzz
FUZZ_SOURCES = $(shell find Sources/A11yFixKit -name '*.swift') Tests/Fuzz/FuzzTarget.swift
$(FUZZ_BIN): $(FUZZ_SOURCES)
	@mkdir -p $(FUZZ_DIR)
	swiftc -sanitize=fuzzer -parse-as-library -O -module-name A11yFixKit -o $@ $(FUZZ_SOURCES)
fuzz: $(FUZZ_BIN)
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
		-artifact_prefix=$(FUZZ_DIR)/crashes/ $(FUZZ_DIR)/corpus Fixtures Tests/Fuzz/Regressions

# The MCP and LSP client libraries ClientLibraryTests use (a virtual environment in .build; CI installs
# them through .ci/run). Without them those tests are skipped, saying so.
client-libraries:
	Tests/Clients/install.sh

# Builds a11yfix and prints the diff it would apply to the bundled demo app, run on a copy in
# .build/demo: in place, the demo's project would be this whole repository (the root
# holding .git), whose other fixtures and stub SDK the project index would read as the app's code.
DEMO_COPY = .build/demo
demo: build
	@rm -rf $(DEMO_COPY) && mkdir -p $(DEMO_COPY) && cp -R Fixtures/DemoApp/. $(DEMO_COPY)/
	@cd $(DEMO_COPY) && $(abspath $(BIN)) --dry-run Sources || test $$? -eq 1

bench:
	$(SWIFT) build -c release --product a11yfix
	$(SWIFT) build -c release --product a11yfix-bench
	.build/release/a11yfix-bench --a11yfix .build/release/a11yfix

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 .build/release/a11yfix "$(DESTDIR)$(PREFIX)/bin/a11yfix"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/a11yfix"

# The real-app corpus of shared/REVIEW.md (Tests/ReviewCorpus/apps.tsv), laid out in review-corpus/.
review-corpus:
	Tests/ReviewCorpus/layout.sh

# One review: make review SEED=7 [N=60] [RULE=reduce-motion] [PER_RULE=15]; prints per-rule counts and
# writes to .build/review/ a sample of N hunks of all rules and one of PER_RULE hunks of each rule that
# fixes, from a dry run of that rule alone.
SEED ?=
N ?= 60
RULE ?=
PER_RULE ?= 15
review: release
	@test -n "$(SEED)" || { echo "make review needs SEED=<a new number for each review>" >&2; exit 2; }
	PER_RULE=$(PER_RULE) Tests/ReviewCorpus/review.sh $(SEED) $(N) $(RULE)

# Re-records the snapshots under Snapshots/ on purpose; review the git diff afterwards.
snapshots:
	A11YFIX_RECORD_SNAPSHOTS=1 $(SWIFT) test --filter Snapshot || true
	@git status --short Snapshots

# Regenerates docs/rules from the rules' own metadata and examples.
docs: build
	$(BIN) generate-docs docs

clean:
	rm -rf .build
