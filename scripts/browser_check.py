#!/usr/bin/env python3
"""Checks a built docgen site from disk in headless Chromium, with axe-core. Part of `make test`.

Usage: browser_check.py SITE_DIR [--sample N | --page REL ...] [--search-ids N] [--search-titles] [--behaviours]
                                 [--schemes light,dark] [--browsers N]
                                 [--screenshots OUT_DIR] [--screenshot-page REL ...]
       browser_check.py --self-test

Every page (or, with --sample N, the home page, every folder index, every audit page and report,
and N other pages; with --page, only the pages named) is opened from `file://` at 1280 px and 390 px in light and dark
(`--schemes light`: light only), and fails on
any axe-core violation (WCAG 2.2 A/AA and best practices), console error, request that is not
`file://`, broken link or anchor, missing skip link or landmark, form control shown without
JavaScript, page wider than the window (it would scroll sideways; also at 320 and 800 px), or, at
1280 px, an audit's files table that does not fit its column. Audit pages are also searched for
every item id and printed to PDF, whose text must hold every item's summary. `--search-titles` searches
every page's title from the home page: a result must lead to the page, and none may be anything but a
page of the site. `--behaviours` also runs the default theme's interaction tests
(search keys, filters, sorting, CSV export, copy buttons, theme toggle, navigation) on the site, and
those of what it hands to a customer (scripts/browser/reports.py): each product's state above the fold
on the home page at 1280 and 390 px, the running header and "Page X of Y" of printed reports, no table
header alone at the end of a printed page, the self-contained copies under reports/ opened alone (no
request, no other file, styled, axe-clean), and the items table's verification column, filter and CSV
export in the schema of reports/<audit>.csv.
See scripts/browser/checks.py for the details.

Output: one `path: level: message` line per problem, `note:` lines with measurements, then
`browser check: N pages, 4 modes, M problems`. Exit 0 without problems, 1 with problems,
2 when the check cannot run (usage, browser or axe-core missing).
"""
import argparse
import contextlib
import pathlib
import signal
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "browser"))

from browser import Browser, ToolError  # noqa: E402
from checks import SiteChecker, list_pages, sample_pages  # noqa: E402


class Interrupted(Exception):
    """SIGINT/SIGTERM/SIGHUP arrived; raised so that cleanup in `finally` blocks runs."""


def on_signal(signum, frame):
    raise Interrupted(signum)


def log(message):
    print(message, file=sys.stderr, flush=True)


def main(argv):
    parser = argparse.ArgumentParser(prog="browser-check", description=__doc__.split("\n")[0])
    parser.add_argument("site_dir", nargs="?", metavar="SITE_DIR")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="check the home page, folder indexes, audit pages and N other pages")
    parser.add_argument("--page", action="append", default=[], metavar="REL",
                        help="check only this page (relative to SITE_DIR); repeatable")
    parser.add_argument("--search-ids", type=int, metavar="N",
                        help="search for N item ids per audit (spread over the audit); default: all")
    parser.add_argument("--search-titles", action="store_true",
                        help="also search every page's title from the home page: a result must lead to it")
    parser.add_argument("--behaviours", action="store_true",
                        help="also test the default theme's interactions (search keys, filters, ...)")
    parser.add_argument("--screenshots", metavar="OUT_DIR",
                        help="write PNG screenshots (1280 and 390 px, light and dark, print)")
    parser.add_argument("--screenshot-page", action="append", default=[], metavar="REL",
                        help="page (relative to SITE_DIR) to screenshot; default: home and the first audit page")
    parser.add_argument("--schemes", default="light,dark", metavar="LIST",
                        help="colour schemes to check pages in, at both widths (default light,dark); a site whose "
                             "theme is checked in both elsewhere may be sampled in one")
    parser.add_argument("--browsers", type=int, default=1, metavar="N",
                        help="share the pages out among N browsers run at once (default 1); the audit pages' "
                             "print and search checks and the behaviours run in the first")
    parser.add_argument("--self-test", action="store_true",
                        help="check good and bad sites built in a temp folder and that each is judged right")
    args = parser.parse_args(argv)
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, on_signal)
    try:
        if args.self_test:
            if args.site_dir:
                parser.error("--self-test takes no SITE_DIR")
            from selftest import run_self_test
            return run_self_test()
        if not args.site_dir:
            parser.error("SITE_DIR is required")
        site = pathlib.Path(args.site_dir)
        if not site.is_dir():
            raise ToolError(f"{args.site_dir}: not a directory")
        pages = list_pages(site)
        if not pages:
            raise ToolError(f"{args.site_dir}: no .html files")
        missing = [page for page in args.page if page not in pages]
        if missing:
            raise ToolError(f"{args.site_dir}: no page {', '.join(missing)}")
        if args.page and args.sample is not None:
            parser.error("--page and --sample exclude each other")
        chosen = args.page or (sample_pages(pages, args.sample) if args.sample is not None else pages)
        schemes = {scheme.strip() for scheme in args.schemes.split(",") if scheme.strip()}
        if not schemes or not schemes <= {"light", "dark"}:
            parser.error("--schemes takes light, dark or light,dark")
        if args.browsers < 1:
            parser.error("--browsers needs at least 1")
        started = time.monotonic()
        with contextlib.ExitStack() as stack:
            browser = stack.enter_context(Browser())
            more = [stack.enter_context(Browser()) for _ in range(min(args.browsers, len(chosen)) - 1)]
            log(f"browser check: {site}: {len(chosen)} of {len(pages)} pages, axe-core "
                f"{'.'.join(map(str, browser.axe_version))}, {1 + len(more)} browser(s)")
            checker = SiteChecker(browser, site, pages=chosen, search_ids=args.search_ids, log=log,
                                  search_titles=args.search_titles, schemes=schemes)
            checker.run(more)
            if args.behaviours:
                from behaviours import Behaviours
                Behaviours(checker).run()
            if args.screenshots:
                from screenshots import take_screenshots
                names = take_screenshots(checker, pathlib.Path(args.screenshots), args.screenshot_page)
                log(f"{len(names)} screenshots written to {args.screenshots}")
        problems = 0
        for page, level, message in checker.findings:
            print(f"{page}: {level}: {message}")
            problems += level == "error"
        for note in checker.notes:
            print(f"note: {note}")
        print(f"note: {checker.checks_run} axe runs in {time.monotonic() - started:.0f}s")
        print(f"browser check: {len(chosen)} pages, {len(checker.modes)} modes, {problems} problems")
        return 1 if problems else 0
    except ToolError as error:
        print(f"browser-check: error: {error}", file=sys.stderr)
        return 2
    except Interrupted as interrupt:
        signum = interrupt.args[0]
        print(f"browser-check: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
        return 128 + signum


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
