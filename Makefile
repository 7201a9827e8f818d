# docgen: the two commands a newcomer needs are `make site` and `make test`.
# Both install what is missing first (cmark-gfm; for tests also python3-jsonschema, python3-yaml,
# chromium, chromedriver, poppler-utils, selenium and axe-selenium-python).

SWIFT ?= swift
DOCGEN = .build/debug/docgen
BUILD_FLAGS ?=

PREFIX ?= /usr/local

.PHONY: site docs serve test check-site browser-test newcomer-test fuzz-ci bench deps deps-test build install clean

## Build site/ from content/ with docgen.yml.
site: deps build
	$(DOCGEN) build

## Build docs/site/, docgen's manual, from docs/content/ with docs/docgen.yml.
docs: deps build
	scripts/rule-pages $(DOCGEN)
	$(DOCGEN) build --config docs/docgen.yml

## Preview the site at http://127.0.0.1:8000/ with live reload (PORT=… to change the port).
serve: deps build
	$(DOCGEN) serve --port $(or $(PORT),8000)

## Run every Swift test once, with line coverage of Sources/DocGen* checked against
## scripts/coverage-threshold (scripts/coverage), and beside them, on the tests' (coverage) build of docgen:
## check that the committed site/ and docs/site/ are what their projects build to, check sites in a browser,
## and run a newcomer's first minutes (scripts/test runs the two halves at once; its header says why).
test: deps-test
	SWIFT=$(SWIFT) scripts/test

## Fail when site/ or docs/site/ differs from a fresh build of its project, or the manual's build warns.
## The pages name the last commit that touched the build's inputs (docgen.yml, content/, themes/default/,
## the audits' sources): commit those first, then run 'make site docs' and commit the built sites (a commit
## of a built site alone changes no input, so it stays fresh).
check-site: build
	scripts/check-site $(DOCGEN)

## Fuzz each target for 60 s, two at a time (scripts/fuzz). CI runs it after the tests and reuses
## their build folder. The tests build with --enable-code-coverage, so the dependencies are rebuilt
## too unless FUZZ_BUILD_FLAGS=--enable-code-coverage is passed (not yet tried with the sanitizers).
## scan is guarded by its lexical pre-scan (NestingPrescan) against swift-syntax's bracket lookahead.
FUZZ_BUILD_PATH ?= .build
FUZZ_CI_TARGETS ?= markdown audit theme config scan
fuzz-ci: deps
	FUZZ_BUILD_PATH=$(FUZZ_BUILD_PATH) FUZZ_CI_TARGETS="$(FUZZ_CI_TARGETS)" scripts/fuzz ci 60

## Headless Chromium with axe-core over site/ and a generated 1,000-page site (scripts/browser-test).
browser-test: build
	scripts/browser-test $(DOCGEN)

## A new team's first minutes, end to end: init, check, build, a browser check, a regression (scripts/newcomer-test).
newcomer-test: build
	scripts/newcomer-test $(DOCGEN)

## Benchmarks (not part of the tests): docgen against cmark-gfm and Hugo, and the scanner against swift-syntax.
bench: deps
	scripts/bench

build:
	$(SWIFT) build --product docgen $(BUILD_FLAGS)

## Build a release binary and install it as $(PREFIX)/bin/docgen (scripts/install; sudo when needed).
install:
	SWIFT=$(SWIFT) scripts/install --prefix $(PREFIX)

deps:
	scripts/install-deps

deps-test:
	scripts/install-deps --test

clean:
	rm -rf .build
