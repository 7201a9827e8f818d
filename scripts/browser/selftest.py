"""Proves that the browser checks catch what they claim: a good site must come out clean, and each
bad site must be reported with exactly its problem (and nothing else)."""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

from browser import Browser, group_alive
from checks import SiteChecker

CSP = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:"
CSS = """:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --accent: #0b57d0; --soft: #555555; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #eeeeee; --accent: #8ab4f8; --soft: #bbbbbb; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 sans-serif; }
header, nav, main { padding: 1rem; } a { color: var(--accent); }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 1rem; top: 1rem; }
.soft { color: var(--soft); }
[hidden] { display: none !important; }
#results a { display: block; }
table { border-collapse: collapse; } td, th { border: 1px solid var(--soft); padding: 0.2rem; }
.table-scroll { overflow-x: auto; }
@media print { :root { --bg: #ffffff; --fg: #000000; --accent: #000000; --soft: #333333; } nav, .skip, header { display: none; } }
"""
JS = r"""(function () {
  var index = [["a.one", "audits/demo.html#item-a.one"], ["b.two", "audits/demo.html#item-b.two"]];
  var root = document.documentElement.getAttribute("data-root") || "";
  var box = document.querySelector("[data-search]");
  if (!box) { return; }
  box.hidden = false;
  var input = box.querySelector("input"), results = document.getElementById("results");
  input.addEventListener("input", function () {
    results.textContent = "";
    index.forEach(function (entry) {
      if (input.value && entry[0].indexOf(input.value) >= 0) {
        var a = document.createElement("a"); a.href = root + entry[1]; a.textContent = entry[0]; results.appendChild(a);
      }
    });
  });
})();
"""
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">'
       '<circle cx="20" cy="20" r="18" fill="#0b57d0"/></svg>\n')


def page(title, body, root="", head="", body_attrs=""):
    return f"""<!doctype html>
<html lang="en" data-root="{root}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="{root}assets/site.css">
<script src="{root}assets/site.js" defer></script>{head}
</head>
<body{body_attrs}>
<a class="skip" href="#main">Skip to content</a>
<header><div data-search hidden><label for="q">Search</label> <input id="q" type="search" aria-controls="results">
<div id="results" role="region" aria-label="Search results" aria-live="polite"></div></div></header>
<nav aria-label="Site"><a href="{root}index.html">Home</a> <a href="{root}about.html">About</a>
<a href="{root}guide/intro.html#setup">Setup</a> <a href="{root}audits/demo.html">Audit</a></nav>
<main id="main">
<h1>{title}</h1>
{body}
</main>
</body>
</html>
"""


AUDIT_ROWS = """<table><caption>Items</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Summary</th></tr></thead><tbody>
<tr id="item-a.one" data-item-id="a.one"><td><code>a.one</code></td><td data-item-summary>Spinner keeps turning forever</td></tr>
<tr id="item-b.two" data-item-id="b.two"><td><code>b.two</code></td><td data-item-summary class="summary">Card <em>springs</em> into place</td></tr>
</tbody></table>
<div class="table-scroll" role="region" aria-labelledby="files-caption" tabindex="0"><table>
<caption id="files-caption">Files</caption><thead><tr><th scope="col">File</th><th scope="col">Items</th></tr></thead>
<tbody><tr><td>Spinner.swift</td><td>2</td></tr></tbody></table></div>"""


def audit_page(rows=AUDIT_ROWS, head=""):
    return page("Audit: Demo", rows, root="../", head=head, body_attrs=' class="kind-audit" data-audit="demo"')


def good_site(root):
    files = {
        "assets/site.css": CSS,
        "assets/site.js": JS,
        "assets/logo.svg": SVG,
        "index.html": page("Home", """<p id="overview">The program at a glance.</p>
<img src="assets/logo.svg" alt="Logo">
<p><a href="guide/intro.html">Guide</a>, <a href="guide/intro.html#setup">setup</a>,
<a href="about.html#team%20members">team</a>, <a href="#overview">overview</a>,
<a href="https://www.swift.org/">Swift</a> (a link, not a load).</p>"""),
        "about.html": page("About", """<h2 id="team members">Team</h2>
<p><a href="index.html#overview">Back to the overview</a></p>"""),
        "guide/intro.html": page("Guide", """<h2 id="setup">Setup</h2>
<p><a href="../index.html">Home</a> <a href="../about.html">About</a></p>""", root="../"),
        "audits/demo.html": audit_page(),
        "reports/coverage.json": json.dumps({"audits": [{"id": "demo", "items": [{"id": "a.one"}, {"id": "b.two"}]}]}),
    }
    write(root, files)


def write(root, files):
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


BAD = "bad.html"
# name -> (files replacing or adding to a copy of the good site, [(page, level, message regex)])
BAD_SITES = {
    "remote-script": ({BAD: page("Remote", "<p>x</p>", head='\n<script src="https://example.com/x.js"></script>')},
                      [(BAD, "error", r"^request that is not file://: https://example\.com/x\.js$"),
                       (BAD, "error", r"^console: .*https://example\.com/x\.js.*Content Security Policy")]),
    "console-error": ({"assets/boom.js": 'console.error("self-test boom");\n',
                       BAD: page("Boom", "<p>x</p>", head='\n<script src="assets/boom.js"></script>')},
                      [(BAD, "error", r"^console: assets/boom\.js .*self-test boom")]),
    "inline-script": ({BAD: page("Inline", '<script>document.title = "inline";</script>')},
                      [(BAD, "error", r"^console: .*inline script violates .*Content Security Policy")]),
    "failed-load": ({BAD: page("Missing", '<img src="assets/missing.png" alt="">')},
                    [(BAD, "error", r"^console: assets/missing\.png .*ERR_FILE_NOT_FOUND")]),
    "broken-link": ({BAD: page("Broken", '<a href="guide/missing.html">x</a>')},
                    [(BAD, "error", r"^broken link 'guide/missing\.html': guide/missing\.html does not exist$")]),
    "missing-anchor": ({BAD: page("Anchor", '<a href="guide/intro.html#nowhere">x</a> <a href="#also-nowhere">y</a>')},
                       [(BAD, "error", r"^link 'guide/intro\.html#nowhere': no element with id 'nowhere' in guide/intro\.html$"),
                        (BAD, "error", r"^link '#also-nowhere': no element with id 'also-nowhere' on this page$")]),
    "offline-links": ({BAD: page("Links", '<a href="/etc/hosts">a</a> <a href="guide/">b</a> <a href="../outside.html">c</a>'
                                          ' <a href="//example.com/x.html">d</a>')},
                      [(BAD, "error", r"^link '/etc/hosts' is root-relative"),
                       (BAD, "error", r"^link 'guide/' names a directory"),
                       (BAD, "error", r"^link '\.\./outside\.html' leads outside the site$"),
                       (BAD, "error", r"^link '//example\.com/x\.html' is protocol-relative")]),
    "axe-missing-alt": ({BAD: page("Alt", '<img src="assets/logo.svg">')},
                        [(BAD, "error", rf"^{mode}: axe image-alt \(critical\)") for mode in
                         ("1280 light", "1280 dark", "390 light", "390 dark")]),
    # Readable in light, 2:1 on the dark background: only the dark modes fail.
    "axe-contrast-dark": ({BAD: page("Contrast", '<p class="low">Low contrast in the dark</p>'),
                           "assets/site.css": CSS + "\n.low { color: #444444; }\n"},
                          [(BAD, "error", rf"^{mode}: axe color-contrast \(serious\)") for mode in ("1280 dark", "390 dark")]),
    # A wide block that scrolls only on a phone, with nothing focusable in it.
    "axe-scroll-phone": ({BAD: page("Scroll", '<div class="wide"><p>Wide content that scrolls sideways on a phone.</p></div>'),
                          "assets/site.css": CSS + "\n.wide { overflow-x: auto; } .wide p { width: 60rem; }\n"},
                         [(BAD, "error", rf"^{mode}: axe scrollable-region-focusable \(serious\)") for mode in ("390 light", "390 dark")]),
    "structure": ({BAD: f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="{CSP}">
<title>Bad</title><link rel="stylesheet" href="assets/site.css"></head>
<body><div id="dup"></div><div id="dup"></div><a href="index.html">Home</a><main><h1>Bad</h1></main><main></main></body></html>
"""}, [(BAD, "error", r"^accessibility: expected exactly one <main>, found 2$"),
       (BAD, "error", r"^accessibility: no <nav> element$"),
       (BAD, "error", r'^accessibility: duplicate id "dup" \(2 elements\)$'),
       (BAD, "error", r'^accessibility: first focusable element is <a href="index\.html">, expected a skip link')]
      + [(BAD, "error", rf"^{mode}: axe (duplicate-id|landmark-no-duplicate-main|landmark-one-main|landmark-unique|region|bypass)")
         for mode in ("1280 light", "1280 dark", "390 light", "390 dark")]),
    # A table too wide for a phone, outside any scroll region: the whole page scrolls sideways at 390 px.
    "page-wider-than-window": ({BAD: page("Wide", '<table class="wide"><tr><td>A table as wide as a desktop window</td></tr></table>'),
                                "assets/site.css": CSS + "\n.wide td { min-width: 60rem; }\n"},
                               [(BAD, "error", rf"^{width} px: the page is \d+ px wide in a {width} px window, so it scrolls sideways; "
                                               r'sticking out: <table class="wide"> \d+ px "A table as wide') for width in (390, 320, 800)]),
    # Hidden text positioned absolutely inside a scroll region that is not its containing block
    # escapes the region: the page is wider than the window though nothing visible sticks out.
    "hidden-text-escapes": ({BAD: page("Escape", '<div class="table-scroll" role="region" aria-label="Wide" tabindex="0"><table><tr>'
                                                 '<td class="w">Wide cell</td><td>Last<span class="hide">hidden words</span></td></tr></table></div>'),
                             "assets/site.css": CSS + "\n.w { min-width: 30rem; } .hide { position: absolute; width: 1px; height: 1px; overflow: hidden; }\n"},
                            [(BAD, "error", r"^390 px: the page is \d+ px wide in a 390 px window, so it scrolls sideways; "
                                            r'sticking out: <span class="hide"> 1 px "hidden words"$'),
                             (BAD, "error", r"^320 px: the page is \d+ px wide in a 320 px window")]),
    # The audit's files table scrolls inside its region at 1280 px (allowed on a phone, not on a desktop).
    "files-table-scrolls": ({"assets/site.css": CSS + "\n#files-caption + thead th { min-width: 80rem; }\n"},
                            [("audits/demo.html", "error", r"^1280 px: the files table is \d+ px wide in a \d+ px column; "
                                                           r"a reader must scroll it sideways$")]),
    "control-without-js": ({BAD: page("Button", '<button type="button">Sort</button>')},
                           [(BAD, "error", r"^without JavaScript a control is shown that cannot work: <button")]),
    "print-drops-summary": ({"assets/site.css": CSS + "\n@media print { .summary { display: none; } }\n"},
                            [("audits/demo.html", "error", r"^print: the PDF lacks the summary of b\.two: 'Card springs into place'$")]),
    "print-keeps-dark": ({"assets/site.css": CSS.replace(":root { --bg: #ffffff; --fg: #000000;", ":root {")},
                         [("audits/demo.html", "error", r"^print: colours differ when printed from the dark scheme")]),
    "search-misses-item": ({"assets/site.js": JS.replace('["b.two", "audits/demo.html#item-b.two"]', '["b.two", "about.html"]')},
                           [("index.html|guide/intro.html", "error", r"^search for 'b\.two': no result leads to an element that holds the id")]),
    "items-not-marked": ({"audits/demo.html": audit_page(AUDIT_ROWS.replace(' data-item-id="b.two"', ""))},
                         [("audits/demo.html", "error", r"^the page lists 1 items \(data-item-id\), reports/coverage\.json has 2")]),
}


def run_self_test():
    passed, failed = 0, 0

    def verdict(name, errors):
        nonlocal passed, failed
        if errors:
            failed += 1
            print(f"FAIL {name}")
            for error in errors:
                print(f"     {error}")
        else:
            passed += 1
            print(f"ok   {name}")
        sys.stdout.flush()

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="browser-check-selftest."))
    try:
        good = tmp / "good"
        good_site(good)
        with Browser() as browser:
            pgid = browser.service.process.pid
            start = time.monotonic()
            checker = SiteChecker(browser, good)
            findings = checker.run()
            verdict("good site is clean in every mode", [f"{p}: {l}: {m}" for p, l, m in findings])
            originals = {path.relative_to(good).as_posix() for path in good.rglob("*") if path.is_file()}
            for name, (extra, expected) in BAD_SITES.items():
                site = tmp / name
                shutil.copytree(good, site)
                write(site, extra)
                # A case that only adds files (its bad page and what only that page loads) leaves every page of
                # the good site as it was, found clean above: only its own pages are checked. A case that changes
                # a shared file (the style sheet, the script, an audit page) has every page checked.
                added_only = not originals & set(extra)
                pages = sorted(rel for rel in extra if rel.endswith(".html")) if added_only else None
                got = SiteChecker(browser, site, pages=pages).run()
                errors = []
                for where, level, pattern in expected:
                    if not any(re.fullmatch(where, p) and l == level and re.search(pattern, m) for p, l, m in got):
                        errors.append(f"missing on {where}: {level} matching {pattern!r}")
                for p, l, m in got:
                    if not any(re.fullmatch(where, p) and l == level and re.search(pattern, m) for where, level, pattern in expected):
                        errors.append(f"unexpected: {p}: {l}: {m}")
                verdict(f"bad site: {name}", errors)
            elapsed = time.monotonic() - start
        verdict("chromedriver and browser stopped", ["processes left in group"] if group_alive(pgid) else [])
        print(f"     ({len(BAD_SITES) + 1} sites checked in one session in {elapsed:.0f}s)")

        script = str(pathlib.Path(__file__).resolve().parent.parent / "browser_check.py")
        run = subprocess.run([sys.executable, script, str(tmp / "broken-link")], capture_output=True, text=True, cwd="/")
        lines = run.stdout.strip().splitlines()
        errors = [] if run.returncode == 1 else [f"exit {run.returncode}, expected 1: {run.stderr[-500:]}"]
        if not any(re.match(r"^bad\.html: error: broken link", line) for line in lines) \
                or not re.match(r"^browser check: 5 pages, 4 modes, 1 problems$", lines[-1] if lines else ""):
            errors.append(f"unexpected report: {run.stdout[-800:]!r}")
        verdict("command line: a bad site exits 1 with `path: error: message` lines", errors)
        # Pages shared out among two browsers: the same report, in the same order, as from one.
        shared = subprocess.run([sys.executable, script, str(tmp / "broken-link"), "--browsers", "2"],
                                capture_output=True, text=True, cwd="/")
        timing = re.compile(r"^note: \d+ axe runs in \d+s$")
        one = [line for line in lines if not timing.match(line)]
        two = [line for line in shared.stdout.strip().splitlines() if not timing.match(line)]
        verdict("command line: --browsers 2 reports what one browser reports",
                [] if shared.returncode == run.returncode and one == two
                else [f"exit {shared.returncode}; one browser: {one!r}; two: {two!r}"])
        light = subprocess.run([sys.executable, script, str(tmp / "axe-contrast-dark"), "--page", BAD, "--schemes", "light"],
                               capture_output=True, text=True, cwd="/")
        verdict("command line: --schemes light checks the light modes only (a dark-only contrast failure passes)",
                [] if light.returncode == 0 and light.stdout.strip().endswith("browser check: 1 pages, 2 modes, 0 problems")
                else [f"exit {light.returncode}: {light.stdout[-600:]!r}"])
        run = subprocess.run([sys.executable, script, str(tmp / "no-such-dir")], capture_output=True, text=True)
        verdict("command line: a missing SITE_DIR exits 2",
                [] if run.returncode == 2 and "not a directory" in run.stderr else [f"exit {run.returncode}: {run.stderr}"])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
