#!/usr/bin/env python3
"""Opens every page of a built docgen site from disk in headless Chromium and reports problems.

Usage: browser_check.py SITE_DIR [--screenshots OUT_DIR] [--screenshot-page REL ...]
       browser_check.py --self-test

Talks to chromedriver's W3C WebDriver HTTP API with urllib only (no selenium). For every `.html`
file under SITE_DIR (sorted) it opens the `file://` URL in one reused session and reports:
  - SEVERE browser console entries (console.error, CSP violations, failed loads); warnings are
    printed but do not count as problems;
  - every network request (`Network.requestWillBeSent` in the performance log) whose URL is
    neither `file:` nor `data:`;
  - relative `<a href>` / `<area href>` links that do not resolve to a file inside SITE_DIR, and
    `#fragment`s with no element of that id in the target page;
  - accessibility smoke checks: one `<main>`, a `<nav>`, an `<h1>`, `<html lang>`, the first element
    reached with Tab is a skip link to `#main`, `<img alt>`, named form controls, unique ids.
Output: one `path: error: message` line per problem, then `N pages checked, M problems`.
Exit 0 without problems, 1 with problems, 2 on usage errors or when the browser cannot start.
"""
import argparse
import base64
import html.parser
import json
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
PAGE_LOAD_TIMEOUT_MS = 30_000
SCRIPT_TIMEOUT_MS = 10_000
MAX_MESSAGE = 400
TAB_KEY = "\ue004"


class ToolError(Exception):
    """The check itself cannot run (browser missing or broken, bad arguments): exit 2."""


class Interrupted(Exception):
    """SIGINT/SIGTERM/SIGHUP arrived; raised so that cleanup in `finally` blocks runs."""


class WebDriverError(Exception):
    """A WebDriver command answered with an error."""

    def __init__(self, error, message):
        super().__init__(f"{error}: {message}")
        self.error = error
        self.message = message


# --------------------------------------------------------------------------------------------
# chromedriver + one browser session


def find_executable(names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """A chromedriver process and one Chromium session; a context manager that always cleans up.

    chromedriver runs in its own process group with HOME, TMPDIR and XDG dirs inside a private temp
    directory, so Chromium's profile, caches and scoped dirs all land there and are removed at exit.
    """

    def __init__(self):
        self.driver_path = os.environ.get("CHROMEDRIVER") or find_executable(["chromedriver"])
        self.chrome_path = os.environ.get("CHROME") or find_executable(
            ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"])
        self.tmp = None
        self.process = None
        self.base = None
        self.session = None

    def __enter__(self):
        if not self.driver_path:
            raise ToolError("chromedriver not found (install Debian's chromium-driver)")
        if not self.chrome_path:
            raise ToolError("chromium not found (install Debian's chromium)")
        self.tmp = tempfile.mkdtemp(prefix="browser-check.")
        try:
            self._start_driver()
            self._start_session()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def _start_driver(self):
        env = dict(os.environ)
        for key, sub in (("HOME", "home"), ("TMPDIR", "tmp"), ("XDG_CONFIG_HOME", "home/.config"),
                         ("XDG_CACHE_HOME", "home/.cache"), ("XDG_DATA_HOME", "home/.local/share"),
                         ("XDG_RUNTIME_DIR", "runtime")):
            path = os.path.join(self.tmp, sub)
            os.makedirs(path, mode=0o700, exist_ok=True)
            env[key] = path
        last_error = "did not start"
        for _ in range(3):  # the free port may be taken between probing and binding
            port = free_port()
            log_path = os.path.join(self.tmp, "chromedriver.log")
            with open(log_path, "wb") as log:
                self.process = subprocess.Popen(
                    [self.driver_path, f"--port={port}", "--allowed-ips=127.0.0.1"],
                    stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=env,
                    start_new_session=True)
            self.base = f"http://127.0.0.1:{port}"
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    break
                try:
                    if self._http("GET", "/status", timeout=2).get("ready"):
                        return
                except (OSError, ValueError, WebDriverError):
                    pass
                time.sleep(0.05)
            last_error = pathlib.Path(log_path).read_text(errors="replace").strip()[-600:]
            self._stop_driver()
        raise ToolError(f"chromedriver failed to start: {last_error or 'no output'}")

    def _start_session(self):
        capabilities = {
            "browserName": "chrome",
            "pageLoadStrategy": "normal",
            "goog:chromeOptions": {
                "binary": self.chrome_path,
                "args": CHROME_ARGS + [f"--user-data-dir={os.path.join(self.tmp, 'profile')}"],
                "perfLoggingPrefs": {"enableNetwork": True, "enablePage": False},
            },
            "goog:loggingPrefs": {"browser": "ALL", "performance": "ALL"},
        }
        try:
            value = self._http("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}},
                               timeout=90)
        except (OSError, WebDriverError) as error:
            raise ToolError(f"the browser ({self.chrome_path}) failed to start: {error}") from error
        self.session = value["sessionId"]
        self.command("POST", "timeouts", {"pageLoad": PAGE_LOAD_TIMEOUT_MS,
                                          "script": SCRIPT_TIMEOUT_MS, "implicit": 0})
        self.navigate("about:blank")  # leave the start page (it may be chrome://new-tab-page...)
        self.logs("browser")
        self.logs("performance")

    def _http(self, method, path, body=None, timeout=60):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                payload = json.load(response)
        except urllib.error.HTTPError as error:
            try:
                payload = json.load(error)
            except ValueError:
                raise WebDriverError("http", f"HTTP {error.code} for {method} {path}") from None
        value = payload.get("value") if isinstance(payload, dict) else None
        if isinstance(value, dict) and "error" in value:
            raise WebDriverError(value["error"], str(value.get("message", "")).split("\n")[0])
        return value

    def command(self, method, path, body=None, timeout=60):
        """Sends a command to the session: `command("POST", "url", {...})`."""
        return self._http(method, f"/session/{self.session}/{path}", body, timeout)

    def navigate(self, url):
        self.command("POST", "url", {"url": url}, timeout=PAGE_LOAD_TIMEOUT_MS / 1000 + 30)

    def execute(self, script, *args):
        return self.command("POST", "execute/sync", {"script": script, "args": list(args)})

    def execute_async(self, script, *args):
        return self.command("POST", "execute/async", {"script": script, "args": list(args)})

    def logs(self, kind):
        """Drains chromedriver's buffer for `kind` (`browser` or `performance`)."""
        return self.command("POST", "se/log", {"type": kind}) or []

    def cdp(self, cmd, params=None):
        return self.command("POST", "goog/cdp/execute", {"cmd": cmd, "params": params or {}})

    def press_tab(self):
        self.command("POST", "actions", {"actions": [{
            "type": "key", "id": "keyboard",
            "actions": [{"type": "keyDown", "value": TAB_KEY}, {"type": "keyUp", "value": TAB_KEY}],
        }]})

    def screenshot(self):
        return base64.b64decode(self.command("GET", "screenshot"))

    def close(self):
        if self.session and self.process and self.process.poll() is None:
            try:
                self._http("DELETE", f"/session/{self.session}", timeout=20)
            except (OSError, ValueError, WebDriverError):
                pass
        self.session = None
        self._stop_driver()
        if self.tmp:
            shutil.rmtree(self.tmp, ignore_errors=True)
            self.tmp = None

    def _stop_driver(self):
        if not self.process:
            return
        pgid = self.process.pid  # start_new_session: chromedriver leads its own group
        for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
            try:
                os.killpg(pgid, sig)
            except ProcessLookupError:
                break
            try:
                self.process.wait(timeout=wait)
            except subprocess.TimeoutExpired:
                continue
            # chromedriver is gone; wait for any browser process left in its group.
            deadline = time.monotonic() + wait
            while time.monotonic() < deadline and group_alive(pgid):
                time.sleep(0.05)
            if not group_alive(pgid):
                break
        self.process = None


def group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


# --------------------------------------------------------------------------------------------
# per-page checks

PAGE_SCRIPT = r"""
const problems = [];
const describe = el => {
  let s = '<' + el.tagName.toLowerCase();
  for (const a of ['id', 'name', 'type', 'href', 'src']) {
    const v = el.getAttribute(a);
    if (v !== null) s += ` ${a}="${v.length > 60 ? v.slice(0, 57) + '...' : v}"`;
  }
  return s + '>';
};
const mains = document.querySelectorAll('main').length;
if (mains !== 1) problems.push(`expected exactly one <main>, found ${mains}`);
if (!document.querySelector('nav')) problems.push('no <nav> element');
if (!document.querySelector('h1')) problems.push('no <h1> element');
const lang = document.documentElement.getAttribute('lang');
if (!lang || !lang.trim()) problems.push('<html> has no lang attribute');
const counts = new Map();
for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) || 0) + 1);
for (const [id, n] of counts) if (n > 1) problems.push(`duplicate id "${id}" (${n} elements)`);
for (const img of document.querySelectorAll('img:not([alt])')) problems.push(`${describe(img)} has no alt attribute`);
const textOf = id => { const el = document.getElementById(id); return el ? el.textContent.trim() : ''; };
for (const el of document.querySelectorAll('input, select, textarea')) {
  const type = (el.getAttribute('type') || '').toLowerCase();
  if (type === 'hidden') continue;
  let named = (el.getAttribute('aria-label') || '').trim() !== '';
  const by = el.getAttribute('aria-labelledby');
  if (!named && by) named = by.split(/\s+/).some(id => id && textOf(id) !== '');
  if (!named && el.labels) named = [...el.labels].some(l => l.textContent.trim() !== '');
  if (!named && ['submit', 'reset', 'button'].includes(type)) named = true; // value or default label
  if (!named && type === 'image') named = (el.getAttribute('alt') || '').trim() !== '';
  if (!named) problems.push(`${describe(el)} has no accessible name (label, aria-label or aria-labelledby)`);
}
const first = document.activeElement;
if (!first || first === document.body || first === document.documentElement) {
  problems.push('Tab reaches no focusable element; expected a skip link to #main first');
} else if (first.tagName !== 'A' || first.getAttribute('href') !== '#main') {
  problems.push(`first focusable element is ${describe(first)}, expected a skip link <a href="#main">`);
} else if (first.textContent.trim() === '' && !(first.getAttribute('aria-label') || '').trim()) {
  problems.push('the skip link has no text');
}
const hrefs = [...new Set([...document.querySelectorAll('a[href], area[href]')].map(a => a.getAttribute('href')))];
return {problems, hrefs, ids: [...counts.keys()]};
"""


def is_browser_internal(url):
    scheme = urllib.parse.urlsplit(url).scheme.lower()
    return scheme.startswith("chrome") or scheme == "devtools"


class IdCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value is not None:
                self.ids.add(value)


def list_pages(site):
    site = pathlib.Path(site).resolve()
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html") if p.is_file())


class SiteChecker:
    """Checks every page of one site with one `Browser`; collects (path, level, message) tuples."""

    def __init__(self, browser, site_dir):
        self.browser = browser
        self.site = pathlib.Path(site_dir).resolve()
        self.pages = list_pages(self.site)
        self.findings = []
        self.file_ids = {}
        self.url_to_page = {self.url(p): p for p in self.pages}
        self.site_url_prefix = self.site.as_uri() + "/"

    def url(self, rel):
        return (self.site / rel).as_uri()

    def add(self, page, level, message):
        message = " ".join(str(message).split()).replace(self.site_url_prefix, "")
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE - 3] + "..."
        entry = (page, level, message)
        if entry not in self.findings:
            self.findings.append(entry)

    def run(self):
        for page in self.pages:
            self.check_page(page)
        return self.findings

    def check_page(self, page):
        browser = self.browser
        try:
            browser.navigate(self.url(page))
        except WebDriverError as error:
            self.add(page, "error", f"page did not load: {error}")
            self.collect_logs(page)
            return
        result = None
        try:
            browser.press_tab()
            result = browser.execute(PAGE_SCRIPT)
        except WebDriverError as error:
            self.add(page, "error", f"could not inspect the page: {error}")
        self.collect_logs(page)
        if result:
            for message in result["problems"]:
                self.add(page, "error", f"accessibility: {message}")
            for href in result["hrefs"]:
                self.check_link(page, href, set(result["ids"]))

    def collect_logs(self, page):
        for entry in self.browser.logs("browser"):
            level = entry.get("level")
            if level == "SEVERE":
                self.add(page, "error", f"console: {entry.get('message', '')}")
            elif level == "WARNING":
                self.add(page, "warning", f"console: {entry.get('message', '')}")
        for entry in self.browser.logs("performance"):
            try:
                message = json.loads(entry["message"])["message"]
            except (KeyError, ValueError, TypeError):
                continue
            if message.get("method") != "Network.requestWillBeSent":
                continue
            params = message.get("params", {})
            document = params.get("documentURL", "")
            if is_browser_internal(document):
                continue  # the browser's own pages (new tab page and its chrome:// resources)
            url = params.get("request", {}).get("url", "")
            scheme = urllib.parse.urlsplit(url).scheme.lower()
            if scheme in ("file", "data"):
                continue
            owner = self.url_to_page.get(document.split("#")[0], page)
            self.add(owner, "error", f"network request to {url}")

    def check_link(self, page, href, page_ids):
        href = href.strip()
        parts = urllib.parse.urlsplit(href)
        if parts.scheme:
            if parts.scheme.lower() == "file":
                self.add(page, "error", f"link {href!r} is an absolute file: URL")
            return  # http(s), mailto, ...: leaving the site is not a request on load
        if parts.netloc:
            self.add(page, "error", f"link {href!r} is protocol-relative; it does not work from file://")
            return
        fragment = urllib.parse.unquote(parts.fragment)
        if not parts.path:
            if fragment and fragment.lower() != "top" and fragment not in page_ids:
                self.add(page, "error", f"link {href!r}: no element with id {fragment!r} on this page")
            return
        if parts.path.startswith("/"):
            self.add(page, "error", f"link {href!r} is root-relative; it does not work from file://")
            return
        target = os.path.normpath(os.path.join(os.path.dirname(page), urllib.parse.unquote(parts.path)))
        if target == ".." or target.startswith("../") or os.path.isabs(target):
            self.add(page, "error", f"link {href!r} leads outside the site")
            return
        path = self.site / target
        if path.is_dir():
            self.add(page, "error", f"link {href!r} names a directory; from file:// it must name a file")
            return
        if not path.is_file():
            self.add(page, "error", f"broken link {href!r}: {target} does not exist")
            return
        if fragment and fragment.lower() != "top" and path.suffix.lower() in (".html", ".htm"):
            if fragment not in self.ids_in_file(path):
                self.add(page, "error", f"link {href!r}: no element with id {fragment!r} in {target}")

    def ids_in_file(self, path):
        key = str(path)
        if key not in self.file_ids:
            collector = IdCollector()
            collector.feed(path.read_text(encoding="utf-8", errors="replace"))
            collector.close()
            self.file_ids[key] = collector.ids
        return self.file_ids[key]


# --------------------------------------------------------------------------------------------
# screenshots

VIEWPORTS = [(1280, 900), (390, 844)]
SETTLE_SCRIPT = """
const done = arguments[arguments.length - 1];
const fonts = document.fonts ? document.fonts.ready : Promise.resolve();
fonts.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done({
  width: window.innerWidth, height: window.innerHeight,
  dark: matchMedia('(prefers-color-scheme: dark)').matches,
  reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
  print: matchMedia('print').matches,
}))));
"""


def screenshot_pages(checker, requested):
    pages = checker.pages
    for rel in requested:
        if rel not in pages:
            raise ToolError(f"--screenshot-page {rel}: no such page under the site")
    home = "index.html" if "index.html" in pages else pages[0]
    chosen = [home] + [p for p in requested if p != home]
    # Defaults: the first page in a subdirectory and the largest page, for variety.
    candidates = [p for p in pages if "/" in p] + sorted(
        pages, key=lambda p: (-(checker.site / p).stat().st_size, p))
    for page in candidates + pages:
        if len(chosen) >= 3:
            break
        if page not in chosen:
            chosen.append(page)
    return chosen[:3]


def take_screenshots(checker, out_dir, requested):
    """Writes PNGs for the home page and two others; returns the written file names."""
    browser = checker.browser
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    pages = screenshot_pages(checker, requested)
    shots = []
    for page in pages:
        for width, height in VIEWPORTS:
            for scheme in ("light", "dark"):
                shots.append((page, width, height, "", [{"name": "prefers-color-scheme", "value": scheme}],
                              scheme))
    home = pages[0]
    shots.append((home, 1280, 900, "", [{"name": "prefers-reduced-motion", "value": "reduce"}],
                  "reduced-motion"))
    shots.append((home, 1280, 900, "print", [], "print"))
    written = []
    try:
        for page, width, height, media, features, label in shots:
            browser.cdp("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
            browser.cdp("Emulation.setEmulatedMedia", {"media": media, "features": features})
            browser.navigate(checker.url(page))
            state = browser.execute_async(SETTLE_SCRIPT)
            expected = {"width": width, "height": height, "print": media == "print",
                        "dark": label == "dark", "reduce": label == "reduced-motion"}
            if any(state.get(k) != v for k, v in expected.items()):
                raise ToolError(f"emulation did not apply for {page} {label} {width}x{height}: {state}")
            name = f"{page[:-5].replace('/', '_')}-{width}x{height}-{label}.png"
            (out / name).write_bytes(browser.screenshot())
            written.append(name)
    finally:
        try:
            browser.cdp("Emulation.clearDeviceMetricsOverride")
            browser.cdp("Emulation.setEmulatedMedia", {"media": "", "features": []})
        except (OSError, WebDriverError):
            pass
        browser.logs("browser")
        browser.logs("performance")
    return written


# --------------------------------------------------------------------------------------------
# self-test: good and bad sites built in a temp dir

CSP = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:"
SELF_TEST_CSS = """:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --accent: #0b57d0; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --fg: #eeeeee; --accent: #8ab4f8; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 sans-serif; }
nav, main { padding: 1rem; } a { color: var(--accent); }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 1rem; top: 1rem; }
.spinner { width: 2rem; height: 2rem; border: 4px solid var(--accent); border-top-color: transparent; border-radius: 50%; }
@media (prefers-reduced-motion: no-preference) { .spinner { animation: spin 1s linear infinite; } }
@keyframes spin { to { transform: rotate(1turn); } }
@media print { nav, .skip, .spinner { display: none; } body { background: #fff; color: #000; } }
"""
SELF_TEST_JS = "document.documentElement.classList.add('js');\n"
SELF_TEST_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">'
                 '<circle cx="20" cy="20" r="18" fill="#0b57d0"/></svg>\n')
DATA_IMG = ("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"
            "+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")


def self_test_page(title, body, root="", head=""):
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="stylesheet" href="{root}assets/site.css">
<script src="{root}assets/site.js" defer></script>{head}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<nav aria-label="Site"><a href="{root}index.html">Home</a> <a href="{root}about.html">About</a>
<a href="{root}guide/intro.html#setup">Setup</a></nav>
<main id="main">
<h1>{title}</h1>
{body}
</main>
</body>
</html>
"""


def build_good_site(root):
    files = {
        "assets/site.css": SELF_TEST_CSS,
        "assets/site.js": SELF_TEST_JS,
        "assets/logo.svg": SELF_TEST_SVG,
        "index.html": self_test_page("Home", f"""<p id="overview">The program at a glance.</p>
<img src="assets/logo.svg" alt="Logo"> <img src="{DATA_IMG}" alt="">
<div class="spinner" role="img" aria-label="Loading"></div>
<form role="search"><label for="q">Search</label> <input id="q" type="search">
<select aria-label="Severity"><option>all</option><option>critical</option></select>
<span id="sev-label">Status</span><select aria-labelledby="sev-label"><option>open</option></select>
<label>Only open <input type="checkbox"></label> <input type="hidden" name="t" value="1">
<input type="submit" value="Go"></form>
<p><a href="guide/intro.html">Guide</a>, <a href="guide/intro.html#setup">setup</a>,
<a href="about.html#team%20members">team</a>, <a href="#overview">overview</a>, <a href="#top">top</a>,
<a href="https://www.swift.org/">Swift</a> (a link, not a load), <a href="mailto:a11y@example.com">mail</a>.</p>"""),
        "about.html": self_test_page("About", """<h2 id="team members">Team</h2>
<p><a href="index.html#overview">Back to the overview</a></p>"""),
        "guide/intro.html": self_test_page("Guide", """<h2 id="setup">Setup</h2>
<p><a href="../index.html">Home</a> <a href="../about.html">About</a> <a href="intro.html#setup">here</a></p>""",
                                           root="../"),
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


# name -> (files to add to a copy of the good site, expected (level, regex) on bad.html)
BAD_SITES = {
    "remote-script": ({"bad.html": self_test_page(
        "Remote", "<p>x</p>", head='\n<script src="https://example.com/x.js"></script>')},
        [("error", r"^network request to https://example\.com/x\.js$"),
         ("error", r"^console: .*https://example\.com/x\.js.*Content Security Policy")]),
    "console-error": ({"assets/boom.js": 'console.error("self-test boom");\n',
                       "bad.html": self_test_page("Boom", "<p>x</p>",
                                                  head='\n<script src="assets/boom.js"></script>')},
                      [("error", r'^console: assets/boom\.js .*self-test boom')]),
    "console-warning": ({"assets/warn.js": 'console.warn("self-test warning");\n',
                         "bad.html": self_test_page("Warn", "<p>x</p>",
                                                    head='\n<script src="assets/warn.js"></script>')},
                        [("warning", r"^console: .*self-test warning")]),
    "inline-script": ({"bad.html": self_test_page("Inline", '<script>document.title = "inline";</script>')},
                      [("error", r"^console: .*inline script violates .*Content Security Policy")]),
    "failed-load": ({"bad.html": self_test_page("Missing", '<img src="assets/missing.png" alt="">')},
                    [("error", r"^console: assets/missing\.png .*ERR_FILE_NOT_FOUND")]),
    "broken-link": ({"bad.html": self_test_page("Broken", '<a href="guide/missing.html">x</a>')},
                    [("error", r"^broken link 'guide/missing\.html': guide/missing\.html does not exist$")]),
    "missing-anchor": ({"bad.html": self_test_page(
        "Anchor", '<a href="guide/intro.html#nowhere">x</a> <a href="#also-nowhere">y</a>')},
        [("error", r"^link 'guide/intro\.html#nowhere': no element with id 'nowhere' in guide/intro\.html$"),
         ("error", r"^link '#also-nowhere': no element with id 'also-nowhere' on this page$")]),
    "offline-links": ({"bad.html": self_test_page(
        "Links", '<a href="/etc/hosts">a</a> <a href="guide/">b</a> <a href="../outside.html">c</a>'
                 ' <a href="//example.com/x.html">d</a>')},
        [("error", r"^link '/etc/hosts' is root-relative"),
         ("error", r"^link 'guide/' names a directory"),
         ("error", r"^link '\.\./outside\.html' leads outside the site$"),
         ("error", r"^link '//example\.com/x\.html' is protocol-relative")]),
    "accessibility": ({"bad.html": f"""<!doctype html>
<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="{CSP}">
<title>Bad</title><link rel="stylesheet" href="assets/site.css"></head>
<body><div id="dup"></div><div id="dup"></div><input id="q" type="text"><select></select>
<img src="assets/logo.svg"><main></main><main></main></body></html>
"""}, [("error", r"^accessibility: expected exactly one <main>, found 2$"),
       ("error", r"^accessibility: no <nav> element$"),
       ("error", r"^accessibility: no <h1> element$"),
       ("error", r"^accessibility: <html> has no lang attribute$"),
       ("error", r'^accessibility: duplicate id "dup" \(2 elements\)$'),
       ("error", r'^accessibility: <img src="assets/logo\.svg"> has no alt attribute$'),
       ("error", r'^accessibility: <input id="q" type="text"> has no accessible name'),
       ("error", r"^accessibility: <select> has no accessible name"),
       ("error", r'^accessibility: first focusable element is <input id="q" type="text">, expected a skip link')]),
    "skip-link-not-first": ({"bad.html": self_test_page("Skip", "<p>x</p>").replace(
        '<a class="skip" href="#main">Skip to content</a>\n', "").replace(
        "</nav>", '</nav><a class="skip" href="#main">Skip to content</a>')},
        [("error", r'^accessibility: first focusable element is <a href="index\.html">, expected a skip link')]),
}


def self_test():
    """Checks a good site (must be clean) and each bad site (must report exactly its problem)."""
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

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="browser-check-selftest."))
    try:
        good = tmp / "good"
        build_good_site(good)
        with Browser() as browser:
            pgid = browser.process.pid
            start = time.monotonic()
            checker = SiteChecker(browser, good)
            findings = checker.run()
            verdict("good site is clean", [f"{p}: {l}: {m}" for p, l, m in findings]
                    + ([] if len(checker.pages) == 3 else [f"expected 3 pages, found {checker.pages}"]))
            for name, (extra, expected) in BAD_SITES.items():
                site = tmp / name
                shutil.copytree(good, site)
                for rel, text in extra.items():
                    (site / rel).write_text(text, encoding="utf-8")
                findings = SiteChecker(browser, site).run()
                errors = [f"unexpected on a good page: {p}: {l}: {m}" for p, l, m in findings if p != "bad.html"]
                got = [(l, m) for p, l, m in findings if p == "bad.html"]
                for level, pattern in expected:
                    if not any(l == level and re.search(pattern, m) for l, m in got):
                        errors.append(f"missing {level} matching {pattern!r}; got {got}")
                for level, message in got:
                    if not any(l == level and re.search(p, message) for l, p in expected):
                        errors.append(f"unexpected {level}: {message}")
                verdict(f"bad site: {name}", errors)
            elapsed = time.monotonic() - start
        verdict("chromedriver and browser stopped", ["processes left in group"] if group_alive(pgid) else [])
        print(f"     ({len(BAD_SITES) + 1} sites checked in one session in {elapsed:.1f}s)")

        # The command line end to end: screenshots, exit codes, report format.
        script = str(pathlib.Path(__file__).resolve())
        shots = tmp / "shots"
        run = subprocess.run([sys.executable, script, str(good), "--screenshots", str(shots)],
                             capture_output=True, text=True, cwd="/")
        errors = [] if run.returncode == 0 else [f"exit {run.returncode}: {run.stdout}{run.stderr}"]
        if run.stdout.strip().splitlines()[-1:] != ["3 pages checked, 0 problems"]:
            errors.append(f"unexpected report: {run.stdout!r}")
        names = sorted(p.name for p in shots.glob("*.png")) if shots.is_dir() else []
        expected_names = sorted(
            [f"{page}-{w}x{h}-{scheme}.png" for page in ("index", "guide_intro", "about")
             for w, h in VIEWPORTS for scheme in ("light", "dark")]
            + ["index-1280x900-reduced-motion.png", "index-1280x900-print.png"])
        if names != expected_names:
            errors.append(f"screenshots {names}, expected {expected_names}")
        else:
            for name in names:
                data = (shots / name).read_bytes()
                w, h = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
                size = re.search(r"-(\d+)x(\d+)-", name)
                want = (int(size.group(1)), int(size.group(2)))
                if data[:8] != b"\x89PNG\r\n\x1a\n" or (w, h) != want:
                    errors.append(f"{name}: not a {want[0]}x{want[1]} PNG (got {w}x{h})")
            for w, h in VIEWPORTS:
                light = (shots / f"index-{w}x{h}-light.png").read_bytes()
                if light == (shots / f"index-{w}x{h}-dark.png").read_bytes():
                    errors.append(f"dark and light screenshots are identical at {w}x{h}")
            if (shots / "index-1280x900-light.png").read_bytes() == (shots / "index-1280x900-print.png").read_bytes():
                errors.append("print and screen screenshots are identical")
        verdict("command line: good site with --screenshots exits 0, 14 PNGs", errors)

        run = subprocess.run([sys.executable, script, str(tmp / "inline-script")],
                             capture_output=True, text=True, cwd="/")
        lines = run.stdout.strip().splitlines()
        errors = [] if run.returncode == 1 else [f"exit {run.returncode}, expected 1: {run.stderr}"]
        if not lines or not all(re.match(r"^bad\.html: error: \S", line) for line in lines[:-1]) \
                or lines[-1] != f"4 pages checked, {len(lines) - 1} problems" or len(lines) < 2:
            errors.append(f"unexpected report: {run.stdout!r}")
        verdict("command line: bad site exits 1 with `path: error: message` lines", errors)

        run = subprocess.run([sys.executable, script, str(tmp / "no-such-dir")], capture_output=True, text=True)
        verdict("command line: a missing SITE_DIR exits 2",
                [] if run.returncode == 2 and "not a directory" in run.stderr else [f"exit {run.returncode}: {run.stderr}"])
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


# --------------------------------------------------------------------------------------------
# command line


def report(checker, stream=sys.stdout):
    problems = 0
    for page, level, message in checker.findings:
        print(f"{page}: {level}: {message}", file=stream)
        problems += level == "error"
    print(f"{len(checker.pages)} pages checked, {problems} problems", file=stream)
    return problems


def on_signal(signum, frame):
    raise Interrupted(signum)


def main(argv):
    parser = argparse.ArgumentParser(
        prog="browser-check",
        description="Open every page of a built site from disk in headless Chromium and report problems.")
    parser.add_argument("site_dir", nargs="?", metavar="SITE_DIR")
    parser.add_argument("--screenshots", metavar="OUT_DIR",
                        help="write PNG screenshots (light/dark, desktop/phone, reduced motion, print)")
    parser.add_argument("--screenshot-page", action="append", default=[], metavar="REL",
                        help="page (relative to SITE_DIR) to screenshot besides the home page; up to 2")
    parser.add_argument("--self-test", action="store_true",
                        help="build good and bad sites in a temp dir and check that each is judged right")
    args = parser.parse_args(argv)  # exits 2 on usage errors
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, on_signal)
    try:
        if args.self_test:
            if args.site_dir or args.screenshots:
                parser.error("--self-test takes no other arguments")
            return self_test()
        if not args.site_dir:
            parser.error("SITE_DIR is required")
        if len(args.screenshot_page) > 2:
            parser.error("--screenshot-page may be given at most twice")
        site = pathlib.Path(args.site_dir)
        if not site.is_dir():
            raise ToolError(f"{args.site_dir}: not a directory")
        if not list_pages(site):
            raise ToolError(f"{args.site_dir}: no .html files")
        with Browser() as browser:
            checker = SiteChecker(browser, site)
            if args.screenshot_page:
                screenshot_pages(checker, [p.strip("/") for p in args.screenshot_page])
            checker.run()
            if args.screenshots:
                names = take_screenshots(checker, args.screenshots,
                                         [p.strip("/") for p in args.screenshot_page])
                print(f"{len(names)} screenshots written to {args.screenshots}", file=sys.stderr)
        return 1 if report(checker) else 0
    except ToolError as error:
        print(f"browser-check: error: {error}", file=sys.stderr)
        return 2
    except WebDriverError as error:
        print(f"browser-check: error: the browser failed: {error}", file=sys.stderr)
        return 2
    except Interrupted as interrupt:
        signum = interrupt.args[0]
        print(f"browser-check: interrupted ({signal.Signals(signum).name})", file=sys.stderr)
        return 128 + signum


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
