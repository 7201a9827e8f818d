"""Checks every page (or a sample) of a built site in a real browser.

For each page, in four modes (1280 px and 390 px wide, light and dark colour scheme):
  - axe-core finds no violation of WCAG 2.0/2.1/2.2 A and AA or of its best practices;
  - the browser logs no console error (the one exception: a Content-Security-Policy report caused by
    the checker's own injected axe-core, after the page's own messages were collected);
  - no request leaves `file://`.
In every mode, and at 320 and 800 px, the page is no wider than the window (a reader never scrolls the whole page sideways;
a wide table or code block scrolls inside its own region or stacks), and at 1280 px the tables that
must fit (`MUST_FIT`: the audit page's files table) fit their column without scrolling.
Once per page: relative links and `#fragment`s resolve, the first Tab reaches a skip link to #main,
one <main>, <nav>, <h1>, lang, unique ids; with JavaScript off no form control is shown (nothing on
the page needs JS to be read, and a control that cannot work is not offered).
Per audit page (`body.kind-audit`) and per printable report (`body.kind-audit-report`): search
finds each item id (typed into the search box, the result leads to an element holding the id), the
page printed to PDF (Page.printToPDF) holds every item's summary (pdftotext) and the trend's table when
the audit has one, printing from the dark scheme gives the same colours as from the light one.
Items are read from the page: elements with `data-item-id`, each with a `[data-item-summary]`; their
number is checked against `reports/coverage.json` when the site has it.
"""
import html.parser
import json
import os
import pathlib
import re
import subprocess
import tempfile
import time
import unicodedata
import urllib.parse

MODES = [("1280 light", 1280, "light"), ("1280 dark", 1280, "dark"),
         ("390 light", 390, "light"), ("390 dark", 390, "dark")]
MAX_MESSAGE = 400
SEARCH_WAIT = 5.0

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
const first = document.activeElement;
if (!first || first === document.body || first === document.documentElement) {
  problems.push('Tab reaches no focusable element; expected a skip link to #main first');
} else if (first.tagName !== 'A' || first.getAttribute('href') !== '#main') {
  problems.push(`first focusable element is ${describe(first)}, expected a skip link <a href="#main">`);
} else if (first.textContent.trim() === '' && !(first.getAttribute('aria-label') || '').trim()) {
  problems.push('the skip link has no text');
}
const hrefs = [...new Set([...document.querySelectorAll('a[href], area[href]')].map(a => a.getAttribute('href')))];
const items = [...document.querySelectorAll('[data-item-id]')].map(el => {
  const summary = el.querySelector('[data-item-summary]');
  return {id: el.getAttribute('data-item-id'), summary: summary ? summary.textContent : null};
});
return {problems, hrefs, ids: [...counts.keys()], items, kind: document.body.className,
        audit: document.body.getAttribute('data-audit')};
"""

# Tables that must fit their column at 1280 px, found by the id of their caption (default theme).
MUST_FIT = {"files-caption": "the files table"}
FIT_WIDTH = 1280
# Widths checked for the page's width only (no axe run): WCAG 1.4.10's 320 px, and 800 px, the
# narrowest window where tables are tables rather than stacked cards.
LAYOUT_ONLY_WIDTHS = (320, 800)

# The document's width against the window's, and the elements that first stick out of the window
# (those whose parent does not): what makes the whole page scroll sideways.
LAYOUT_SCRIPT = r"""
const root = document.documentElement, limit = root.clientWidth;
const out = {window: limit, width: root.scrollWidth, culprits: [], tables: []};
const sticksOut = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > limit + 0.5; };
const scrolledAway = el => { // inside a region that scrolls or clips it: it does not widen the page
  let positioned = getComputedStyle(el).position !== 'static' && getComputedStyle(el).position !== 'relative';
  for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
    const style = getComputedStyle(up);
    // an absolutely positioned element escapes every scroller below its containing block
    if (positioned && style.position !== 'static') positioned = false;
    if (style.overflowX !== 'visible' && !positioned) return true;
  }
  return false;
};
if (root.scrollWidth > limit) {
  for (const el of document.body.querySelectorAll('*')) {
    if (!sticksOut(el) || scrolledAway(el)) continue;
    const parent = el.parentElement;
    if (parent !== document.body && sticksOut(parent) && !scrolledAway(parent)) continue; // the parent is the culprit
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ');
    out.culprits.push(`<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ' class="' + el.className + '"' : ''}>` +
                      ` ${Math.round(el.getBoundingClientRect().width)} px${text ? ' "' + text.slice(0, 40) + '"' : ''}`);
    if (out.culprits.length === 3) break;
  }
}
for (const [id, name] of Object.entries(arguments[0])) {
  const caption = document.getElementById(id), table = caption && caption.closest('table');
  if (!table) continue;
  const column = table.parentElement;
  out.tables.push({name, table: Math.ceil(table.getBoundingClientRect().width),
                   column: column.clientWidth, scrolls: column.scrollWidth > column.clientWidth + 0.5});
}
return out;
"""

# With scripts disabled: form controls a reader can see (they could not do anything).
JS_OFF_SCRIPT = r"""
const visible = el => {
  const s = getComputedStyle(el);
  if (s.display === 'none' || s.visibility === 'hidden') return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && !el.closest('[hidden]');
};
return [...document.querySelectorAll('input, select, textarea, button')]
  .filter(el => !(el.type === 'checkbox' && el.disabled) && el.type !== 'hidden' && visible(el))
  .map(el => el.outerHTML.slice(0, 120));
"""

# Computed colours that printing must not take from the dark scheme.
PRINT_COLOURS_SCRIPT = r"""
const out = {};
const take = (name, el) => { if (el) { const s = getComputedStyle(el);
  out[name] = [s.color, s.backgroundColor, s.fill, s.borderTopColor].join(' | '); } };
take('body', document.body);
take('main', document.querySelector('main'));
document.querySelectorAll('svg rect, svg path, svg circle, svg text').forEach((el, i) => { if (i < 60) take('svg#' + i, el); });
['th', 'td', 'pre', 'code', 'a', 'h1', 'h2', 'caption', 'mark'].forEach(sel => take(sel, document.querySelector(sel)));
return out;
"""


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


def sample_pages(pages, count):
    """The home page, every folder index, every audit page and report, and `count` other pages
    spread evenly over the rest (in path order)."""
    chosen = [p for p in pages if p == "index.html" or p.endswith("/index.html")
              or re.fullmatch(r"audits/[^/]+\.html|audits/[^/]+/report\.html", p)]
    rest = [p for p in pages if p not in chosen]
    if count and rest:
        step = max(1, len(rest) / count)
        chosen += [rest[int(i * step)] for i in range(min(count, len(rest)))]
    return sorted(set(chosen))


def words(text):
    """Lower-case alphanumeric words, after Unicode compatibility folding (ligatures, dashes)."""
    text = unicodedata.normalize("NFKC", text).lower()
    return re.findall(r"[0-9a-z]+", text)


def contains_words(haystack_words, needle_words, joined=None):
    if not needle_words:
        return True
    joined = joined if joined is not None else " " + " ".join(haystack_words) + " "
    return (" " + " ".join(needle_words) + " ") in joined


def pdf_text(pdf_bytes):
    """(page count, text) of a PDF, through poppler's pdfinfo and pdftotext (-raw: content order)."""
    with tempfile.TemporaryDirectory(prefix="browser-check-pdf.") as tmp:
        path = os.path.join(tmp, "page.pdf")
        with open(path, "wb") as out:
            out.write(pdf_bytes)
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
        pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
        raw = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"],
                             capture_output=True, text=True, check=True).stdout
        return pages, raw


class SiteChecker:
    """Checks pages of one site with one `Browser`; collects (path, level, message) findings."""

    def __init__(self, browser, site_dir, pages=None, search_ids=None, log=None, search_titles=False,
                 schemes=("light", "dark")):
        self.browser = browser
        self.modes = [mode for mode in MODES if mode[2] in schemes]
        self.site = pathlib.Path(site_dir).resolve()
        self.all_pages = list_pages(self.site)
        self.pages = pages if pages is not None else self.all_pages
        self.search_ids = search_ids  # None: every item id of every audit
        self.search_titles = search_titles  # search every page's title from the home page
        self.findings = []
        self.notes = []
        self.file_ids = {}
        self.url_to_page = {self.url(p): p for p in self.all_pages}
        self.site_url_prefix = self.site.as_uri() + "/"
        self.audit_pages = []
        self.log = log or (lambda message: None)
        self.checks_run = 0

    def url(self, rel):
        return (self.site / rel).as_uri()

    def add(self, page, level, message):
        message = " ".join(str(message).split()).replace(self.site_url_prefix, "")
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE - 3] + "..."
        entry = (page, level, message)
        if entry not in self.findings:
            self.findings.append(entry)

    def note(self, message):
        self.notes.append(message)

    def run(self, more_browsers=()):
        """Checks every page, then the audit pages' items, print and search. With `more_browsers`, the
        pages are shared out among this checker's browser and those (each page whole to one browser, since
        most of a page's time is spent waiting for its browser); findings come out in page order as from one."""
        if more_browsers:
            self.check_pages_in_parallel([self.browser, *more_browsers])
        else:
            started = time.monotonic()
            for number, page in enumerate(self.pages, 1):
                self.check_page(page)
                if number % 10 == 0:
                    self.log(f"  {number}/{len(self.pages)} pages ({time.monotonic() - started:.0f}s)")
        for page, kind, items, audit in self.audit_pages:
            self.check_items_listed(page, kind, items, audit)
            self.check_print(page, items)
            if kind == "audit":
                self.check_search(page, items)
        if self.search_titles:
            self.check_title_search()
        self.browser.emulate(1280)
        return self.findings

    def check_pages_in_parallel(self, browsers):
        """`check_page` for every page, one thread per browser taking the next page; then what each page
        found is merged in page order, so the output does not depend on which browser was faster."""
        import threading
        started = time.monotonic()
        lock = threading.Lock()
        queue = list(enumerate(self.pages))
        outcomes = {}
        failures = []
        done = [0]

        def work(browser):
            worker = SiteChecker(browser, self.site, pages=self.pages, search_ids=self.search_ids,
                                 schemes={mode[2] for mode in self.modes})
            worker.url_to_page = self.url_to_page
            while True:
                with lock:
                    if not queue:
                        return
                    index, page = queue.pop(0)
                marks = (len(worker.findings), len(worker.notes), len(worker.audit_pages), worker.checks_run)
                try:
                    worker.check_page(page)
                except Exception as error:  # noqa: BLE001 - raised again in this thread, after the others stop
                    with lock:
                        failures.append(error)
                        queue.clear()
                    return
                with lock:
                    outcomes[index] = (worker.findings[marks[0]:], worker.notes[marks[1]:],
                                       worker.audit_pages[marks[2]:], worker.checks_run - marks[3])
                    done[0] += 1
                    if done[0] % 10 == 0:
                        self.log(f"  {done[0]}/{len(self.pages)} pages ({time.monotonic() - started:.0f}s, "
                                 f"{len(browsers)} browsers)")

        threads = [threading.Thread(target=work, args=(browser,), daemon=True) for browser in browsers]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if failures:
            raise failures[0]
        for index in sorted(outcomes):
            findings, notes, audit_pages, checks = outcomes[index]
            for entry in findings:
                if entry not in self.findings:
                    self.findings.append(entry)
            self.notes += notes
            self.audit_pages += audit_pages
            self.checks_run += checks

    # -- one page, four modes ---------------------------------------------------------------------

    def check_page(self, page):
        browser = self.browser
        result = None
        for label, width, scheme in self.modes:
            browser.emulate(width, scheme=scheme)
            try:
                browser.navigate(self.url(page))
            except Exception as error:  # noqa: BLE001 - reported as the page's problem
                self.add(page, "error", f"{label}: page did not load: {error}")
                self.collect_logs(page, label)
                return
            self.collect_logs(page, label)
            self.check_layout(page, width)
            try:
                violations = browser.run_axe()
            except Exception as error:  # noqa: BLE001
                self.add(page, "error", f"{label}: axe-core did not run: {error}")
                violations = []
            self.checks_run += 1
            if result is None:  # after axe, which judges the page as it loads, before any focus
                result = self.inspect(page)
            for violation in violations:
                nodes = violation["nodes"]
                where = "; ".join(f"{n['target']}: {(n['summary'] or '').splitlines()[-1].strip()}" for n in nodes[:3])
                more = f" (+{len(nodes) - 3} more)" if len(nodes) > 3 else ""
                self.add(page, "error", f"{label}: axe {violation['id']} ({violation['impact']}): "
                                        f"{violation['help']}: {where}{more}")
            self.collect_logs(page, label, injected=True)
        for width in LAYOUT_ONLY_WIDTHS:
            browser.emulate(width)
            browser.navigate(self.url(page))
            self.check_layout(page, width)
            self.collect_logs(page, f"{width} px")
        self.check_without_js(page)
        if result:
            for message in result["problems"]:
                self.add(page, "error", f"accessibility: {message}")
            for href in result["hrefs"]:
                self.check_link(page, href, set(result["ids"]))
            kinds = result["kind"].split()
            audit = result["audit"] or (re.fullmatch(r"audits/([^/]+)(?:\.html|/report\.html)", page) or [None, None])[1]
            # A self-contained copy under reports/ prints as its page does; the behaviours open it alone.
            for kind in ("audit", "audit-report") if "standalone" not in kinds else ():
                if f"kind-{kind}" in kinds:
                    self.audit_pages.append((page, kind, result["items"], audit))

    def check_layout(self, page, width):
        """The page is no wider than the window; at FIT_WIDTH the MUST_FIT tables fit their column.
        Messages name the width, not the colour scheme: the same problem in light and dark is one."""
        try:
            layout = self.browser.execute(LAYOUT_SCRIPT, MUST_FIT if width == FIT_WIDTH else {})
        except Exception as error:  # noqa: BLE001
            self.add(page, "error", f"{width} px: could not measure the layout: {error}")
            return
        if layout["width"] > layout["window"]:
            self.add(page, "error", f"{width} px: the page is {layout['width']} px wide in a {layout['window']} px window, "
                                    f"so it scrolls sideways; sticking out: {'; '.join(layout['culprits']) or 'nothing visible'}")
        for table in layout["tables"]:
            if table["scrolls"]:
                self.add(page, "error", f"{width} px: {table['name']} is {table['table']} px wide in a "
                                        f"{table['column']} px column; a reader must scroll it sideways")

    def inspect(self, page):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        try:
            ActionChains(self.browser.driver).send_keys(Keys.TAB).perform()
            return self.browser.execute(PAGE_SCRIPT)
        except Exception as error:  # noqa: BLE001
            self.add(page, "error", f"could not inspect the page: {error}")
            return None

    def check_without_js(self, page):
        browser = self.browser
        browser.emulate(1280)
        browser.scripts_enabled(False)
        try:
            browser.navigate(self.url(page))
            shown = browser.execute(JS_OFF_SCRIPT)
        finally:
            browser.scripts_enabled(True)
        for control in shown[:5]:
            self.add(page, "error", f"without JavaScript a control is shown that cannot work: {control}")
        self.collect_logs(page, "no JS")

    def collect_logs(self, page, label, injected=False):
        for entry in self.browser.logs("browser"):
            level = entry.get("level")
            message = entry.get("message", "")
            if injected and entry.get("source") == "security" and "Content Security Policy" in message:
                continue  # the policy blocked something the injected axe-core tried, not the page
            # Not labelled with the mode: the same message in every mode is one problem.
            if level == "SEVERE":
                self.add(page, "error", f"console: {message}")
            elif level == "WARNING":
                self.add(page, "warning", f"console: {message}")
        from browser import performance_requests
        for document, url in performance_requests(self.browser.logs("performance")):
            if urllib.parse.urlsplit(document).scheme.lower().startswith(("chrome", "devtools")):
                continue
            if urllib.parse.urlsplit(url).scheme.lower() == "file":
                continue
            owner = self.url_to_page.get(document.split("#")[0], page)
            self.add(owner, "error", f"request that is not file://: {url}")

    # -- links --------------------------------------------------------------------------------------

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
        target = self.resolve(page, parts.path)
        if target is None:
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

    def resolve(self, page, path):
        target = os.path.normpath(os.path.join(os.path.dirname(page), urllib.parse.unquote(path)))
        if target == ".." or target.startswith("../") or os.path.isabs(target):
            return None
        return target

    def ids_in_file(self, path):
        key = str(path)
        if key not in self.file_ids:
            collector = IdCollector()
            collector.feed(path.read_text(encoding="utf-8", errors="replace"))
            collector.close()
            self.file_ids[key] = collector.ids
        return self.file_ids[key]

    # -- audits ------------------------------------------------------------------------------------

    def check_items_listed(self, page, kind, items, audit):
        missing = [item["id"] for item in items if not (item["summary"] or "").strip()]
        if missing:
            self.add(page, "error", f"items without a [data-item-summary]: {', '.join(missing[:5])}")
        report = self.site / "reports" / "coverage.json"
        if audit and report.is_file():
            data = json.loads(report.read_text(encoding="utf-8"))
            expected = next((len(a.get("items", [])) for a in data.get("audits", []) if a.get("id") == audit), None)
            if expected is not None and expected != len(items):
                self.add(page, "error", f"the page lists {len(items)} items (data-item-id), "
                                        f"reports/coverage.json has {expected} for audit {audit!r}")
        elif not items:
            self.add(page, "error", "an audit page with no [data-item-id] items")

    def check_print(self, page, items):
        browser = self.browser
        colours = {}
        for scheme in ("light", "dark"):
            browser.emulate(1280, scheme=scheme, media="print")
            browser.navigate(self.url(page))
            colours[scheme] = browser.execute(PRINT_COLOURS_SCRIPT)
        differing = [name for name, value in colours["light"].items() if colours["dark"].get(name) != value]
        if differing:
            name = differing[0]
            self.add(page, "error", f"print: colours differ when printed from the dark scheme "
                                    f"({len(differing)} elements, e.g. {name}: light {colours['light'][name]!r}, "
                                    f"dark {colours['dark'][name]!r})")
        browser.emulate(1280, scheme="dark")
        browser.navigate(self.url(page))
        try:
            pages, text = pdf_text(browser.print_pdf())
        except (subprocess.CalledProcessError, OSError, AttributeError) as error:
            self.add(page, "error", f"print: could not print or read the PDF: {error}")
            return
        self.collect_logs(page, "print")
        haystack = " " + " ".join(words(text)) + " "
        lost = [item for item in items if not contains_words(None, words(item["summary"] or ""), haystack)]
        for item in lost[:10]:
            self.add(page, "error", f"print: the PDF lacks the summary of {item['id']}: {item['summary'].strip()!r}")
        if len(lost) > 10:
            self.add(page, "error", f"print: the PDF lacks {len(lost) - 10} more item summaries")
        source = (self.site / page).read_text(encoding="utf-8", errors="replace")
        if 'id="trend"' in source:  # the audit's trend prints as its table (one date per commit)
            dates = re.findall(r'<tr><th scope="row" data-label="Date"><time datetime="([0-9-]+)"', source)
            if "Items per commit" not in text or any(date not in text for date in dates):
                self.add(page, "error", "print: the PDF lacks the trend's table")
        self.note(f"{page}: printed to {pages} PDF pages, {len(items) - len(lost)} of {len(items)} item summaries in its text")

    def check_search(self, page, items):
        """Types item ids into the search box of the home page and of the deepest page of the site."""
        ids = [item["id"] for item in items]
        if self.search_ids is not None and len(ids) > self.search_ids:
            step = len(ids) / self.search_ids
            ids = [ids[int(i * step)] for i in range(self.search_ids)]
        deepest = max(self.pages, key=lambda p: (p.count("/"), p))
        starts = ["index.html" if "index.html" in self.all_pages else self.pages[0], deepest]
        self.browser.emulate(1280)
        for number, item_id in enumerate(ids):
            start = starts[number % 2]
            if number < 2:
                self.browser.navigate(self.url(start))
            problem = self.search_once(start, item_id)
            if problem:
                self.add(start, "error", f"search for {item_id!r}: {problem}")
                self.browser.navigate(self.url(start))
            self.collect_logs(start, "search")
        self.note(f"{page}: search found {len(ids)} item ids from {', '.join(starts)}")

    def check_title_search(self):
        """Types each page's title into the search box of the home page: a result leads to that page, and
        every result is a page of the site (never a `javascript:` or other URL made from a file's name)."""
        from selenium.webdriver.common.by import By
        start = "index.html" if "index.html" in self.all_pages else self.all_pages[0]
        self.browser.emulate(1280)
        self.browser.navigate(self.url(start))
        found = 0
        for target in self.all_pages:
            match = re.search(r"<title>(.*?)(?: · [^<]*)?</title>", (self.site / target).read_text(encoding="utf-8", errors="replace"))
            title = html.unescape(match.group(1)) if match else ""
            if not title.strip():
                continue
            box = self.browser.driver.find_element(By.CSS_SELECTOR, "input[type=search]")
            box.click()
            box.clear()
            box.send_keys(title)
            deadline = time.monotonic() + SEARCH_WAIT
            results = []
            while time.monotonic() < deadline and not results:
                results = self.browser.execute("return [...document.querySelectorAll('#search-results a')].map(a => [a.protocol, a.href, a.getAttribute('href')])")
                time.sleep(0.05)
            for protocol, url, href in results:
                if protocol != "file:":
                    self.add(start, "error", f"search for {title!r}: the result {href!r} is a {protocol} URL, not a page of the site")
            wanted = urllib.parse.unquote(urllib.parse.urlsplit(self.url(target)).path)

            def leads_there(url):  # the file the browser opens: the URL's path, decoded once, and no query
                parts = urllib.parse.urlsplit(url)
                return not parts.query and urllib.parse.unquote(parts.path) == wanted

            if any(leads_there(url) for _, url, _ in results):
                found += 1
            else:
                self.add(start, "error", f"search for the title {title!r}: no result leads to {target} ({[h for _, _, h in results][:4]})")
        self.note(f"search: {found} of {len(self.all_pages)} pages found by their title from {start}")

    def search_once(self, page, item_id):
        from selenium.webdriver.common.by import By
        driver = self.browser.driver
        if urllib.parse.unquote(driver.current_url.split("#")[0]) != urllib.parse.unquote(self.url(page)):
            self.browser.navigate(self.url(page))
        boxes = [el for el in driver.find_elements(By.CSS_SELECTOR, "input[type=search]") if el.is_displayed()]
        if not boxes:
            return "no visible search box (input type=search)"
        box = boxes[0]
        controls = box.get_attribute("aria-controls")
        if not controls:
            return "the search box has no aria-controls naming its results"
        box.click()
        box.clear()
        box.send_keys(item_id)
        deadline = time.monotonic() + SEARCH_WAIT
        hrefs = []
        while time.monotonic() < deadline:
            hrefs = self.browser.execute(
                "const r = document.getElementById(arguments[0]); if (!r) return null;"
                "return [...r.querySelectorAll('a[href]')].filter(a => a.textContent.includes(arguments[1]))"
                ".map(a => a.getAttribute('href'));", controls, item_id)
            if hrefs is None:
                return f"no element with the id {controls!r} that aria-controls names"
            if hrefs:
                break
            time.sleep(0.05)
        if not hrefs:
            return f"no result link mentions it within {SEARCH_WAIT:.0f}s"
        for href in hrefs:
            parts = urllib.parse.urlsplit(href)
            target = self.resolve(page, parts.path) if parts.path else page
            if target is None or not (self.site / target).is_file():
                return f"its result {href!r} is a broken link"
            fragment = urllib.parse.unquote(parts.fragment)
            if fragment and self.element_mentions(target, fragment, item_id):
                return None
        return f"no result leads to an element that holds the id: {hrefs[:3]}"

    def element_mentions(self, target, fragment, item_id):
        if fragment not in self.ids_in_file(self.site / target):
            return False
        # The element with that id, in the static file: everything up to its closing tag.
        text = (self.site / target).read_text(encoding="utf-8", errors="replace")
        at = text.find(f'id="{fragment}"')
        if at < 0:
            return False
        tag = text.rfind("<", 0, at)
        name = re.match(r"<([a-zA-Z0-9]+)", text[tag:]).group(1)
        end = text.find(f"</{name}>", at)
        return item_id in html.unescape(re.sub(r"<[^>]+>", "", text[at:end if end > 0 else at + 4000]))

