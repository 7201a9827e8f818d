# docgen: the two commands a newcomer needs are `make site` and `make test`.
# Both install what is missing first (cmark-gfm; for tests also python3-jsonschema, chromium,
# chromedriver, poppler-utils, selenium and axe-selenium-python).

SWIFT ?= swift
DOCGEN = .build/debug/docgen

.PHONY: site serve test check-site browser-test bench deps deps-test build clean

## Build site/ from content/ with docgen.yml.
site: deps build
	$(DOCGEN) build

## Preview the site at http://127.0.0.1:8000/ with live reload (PORT=… to change the port).
serve: deps build
	$(DOCGEN) serve --port $(or $(PORT),8000)

## Run every test, check that the committed site/ is what content/ builds to, then check sites in a browser.
test: deps-test
	$(SWIFT) test
	$(MAKE) check-site
	$(MAKE) browser-test

## Fail when site/ differs from a fresh build of content/.
check-site: build
	rm -rf .build/site-check
	$(DOCGEN) build --quiet --output .build/site-check
	@if diff -r site .build/site-check >/dev/null; then \
	  echo "site/ is up to date"; \
	else \
	  diff -r site .build/site-check | head -40; \
	  echo "error: site/ is stale: run 'make site' and commit site/"; exit 1; \
	fi

## Headless Chromium with axe-core over site/ and a generated 1,000-page site (scripts/browser-test).
browser-test: build
	scripts/browser-test $(DOCGEN)

## Benchmarks (not part of the tests): docgen against cmark-gfm and Hugo, and the scanner against swift-syntax.
bench: deps
	scripts/bench

build:
	$(SWIFT) build --product docgen

deps:
	scripts/install-deps

deps-test:
	scripts/install-deps --test

clean:
	rm -rf .build
