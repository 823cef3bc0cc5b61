# a11yfix: every command a developer or CI needs. Only the Swift toolchain is required.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug
BIN = .build/$(CONFIG)/a11yfix

.PHONY: build release test demo bench install uninstall snapshots docs clean review-corpus review client-libraries

build:
	$(SWIFT) build -c $(CONFIG)

release:
	$(SWIFT) build -c release --product a11yfix

# Everything CI runs (.ci/run calls this).
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

# The MCP and LSP client libraries ClientLibraryTests use (a virtual environment in .build; CI installs
# them through .ci/run). Without them those tests are skipped, saying so.
client-libraries:
	Tests/Clients/install.sh

# Builds a11yfix and prints the diff it would apply to the bundled demo app.
demo: build
	@cd Fixtures/DemoApp && ../../$(BIN) --dry-run Sources || test $$? -eq 1

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
