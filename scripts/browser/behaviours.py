"""Interaction tests of the default theme on a built site, in the browser (`--behaviours`).

Each test drives the page as a reader would (keys, clicks, reloads) and reports a finding when the
theme does not do what it promises: search keys and results on a phone, filters kept in the URL
hash, the "No items match" row, CSV export, sorting, copy buttons, the colour toggle, the
navigation toggle on phones, the :target highlight, previous/next on file pages and the printed
audit in landscape; and the report tests of reports.py.
"""
import re
import time
import urllib.parse

from checks import pdf_text
from reading import ReadingBehaviours
from reports import ReportBehaviours

VISIBLE_ROWS = "return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].filter(r => r.offsetParent !== null).length"


class Behaviours(ReportBehaviours, ReadingBehaviours):
    def __init__(self, checker):
        self.checker = checker
        self.browser = checker.browser
        self.site = checker.site
        pages = checker.all_pages
        self.audit = next((p for p in pages if re.fullmatch(r"audits/[^/]+\.html", p)), None)
        self.file_pages = sorted(p for p in pages if self.audit and p.startswith(self.audit[:-5] + "/") and p.endswith(".swift.html"))
        self.code_page = next((p for p in pages if "code-scroll" in (self.site / p).read_text(encoding="utf-8")), None)
        self.passed = 0

    def fail(self, page, message):
        self.checker.add(page, "error", f"behaviour: {message}")

    def run(self):
        tests = [self.search_keys, self.search_on_phone, self.filters_and_hash, self.csv_export, self.sorting,
                 self.copy_button, self.theme_toggle, self.nav_toggle, self.target_highlight, self.file_pager,
                 self.print_landscape] + self.report_tests() + self.reading_tests()
        for test in tests:
            before = len(self.checker.findings)
            try:
                test()
            except Exception as error:  # noqa: BLE001 - a broken page is a failed behaviour
                self.fail(test.__name__, f"{test.__name__} raised {type(error).__name__}: {str(error).splitlines()[0][:200]}")
            if len(self.checker.findings) == before:
                self.passed += 1
        self.browser.emulate(1280, reduce_motion=True)
        self.open("index.html")
        self.browser.execute("localStorage.clear()")
        self.checker.note(f"behaviours: {self.passed} of {len(tests)} passed")

    # -- helpers ----------------------------------------------------------------------------------

    def open(self, page, fragment=""):
        self.browser.navigate(self.checker.url(page) + fragment)

    def js(self, script, *args):
        return self.browser.execute(script, *args)

    def keys(self, *keys):
        from selenium.webdriver.common.action_chains import ActionChains
        chain = ActionChains(self.browser.driver)
        for key in keys:
            chain.send_keys(key)
        chain.perform()

    def element(self, css):
        from selenium.webdriver.common.by import By
        return self.browser.driver.find_element(By.CSS_SELECTOR, css)

    def wait_for(self, script, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(script)
            if value:
                return value
            time.sleep(0.05)
        return None

    def type_search(self, query):
        box = self.element("input[type=search]")
        box.click()
        box.clear()
        box.send_keys(query)
        return self.wait_for("const r = document.getElementById('search-results'); return r && !r.hidden && r.querySelector('a') ? r.querySelectorAll('a').length : 0")

    # -- tests ------------------------------------------------------------------------------------

    def search_keys(self):
        from selenium.webdriver.common.keys import Keys
        page = "index.html"
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        if not self.type_search("rotation"):
            return self.fail(page, "searching 'rotation' shows no results")
        marks = self.js("return [...document.querySelectorAll('#search-results mark')].map(m => m.textContent.toLowerCase())")
        if not any(m.startswith("rotation") for m in marks):
            self.fail(page, f"results do not mark the query words: {marks[:5]}")
        if not self.js("return [...document.querySelectorAll('#search-results .search-hit a')].some(a => /rotation/i.test(a.textContent) && a.href.includes('#item-'))"):
            self.fail(page, "searching 'rotation' finds no audit item about a rotation")
        links = self.js("return [...document.querySelectorAll('#search-results a')].map(a => a.href)")
        self.keys(Keys.ARROW_DOWN)
        if self.js("return document.activeElement.href") != links[0]:
            return self.fail(page, "Down arrow from the search box does not move to the first result")
        self.keys(Keys.ARROW_DOWN)
        if len(links) > 1 and self.js("return document.activeElement.href") != links[1]:
            self.fail(page, "Down arrow does not move to the next result")
        self.keys(Keys.ARROW_UP, Keys.ARROW_UP)
        if self.js("return document.activeElement.id") != "search-input":
            self.fail(page, "Up arrow from the first result does not return to the search box")
        self.keys(Keys.ESCAPE)
        if not self.js("return document.getElementById('search-results').hidden"):
            self.fail(page, "Escape does not close the results")
        if self.js("return document.activeElement.id") != "search-input":
            self.fail(page, "after Escape the focus is not in the search box")
        self.type_search("rotation")
        self.element(".site-footer p").click()
        if not self.js("return document.getElementById('search-results').hidden"):
            self.fail(page, "the results stay open when the search box loses focus")
        self.type_search("rotation")
        self.keys(Keys.ARROW_DOWN, Keys.ENTER)
        target = links[0]
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and self.browser.driver.current_url != target:
            time.sleep(0.05)
        if urllib.parse.unquote(self.browser.driver.current_url) != urllib.parse.unquote(target):
            self.fail(page, f"Enter on a result does not open it ({self.browser.driver.current_url} instead of {target})")
        self.open(page)
        self.type_search("reduce")
        more = self.js("const m = document.querySelector('#search-results .search-more'); return m ? m.textContent : ''")
        if not re.match(r"\d+ more", more or ""):
            self.fail(page, f"a broad search does not say how many more results there are: {more!r}")

    def search_on_phone(self):
        page = "index.html"
        self.browser.emulate(390, 844, reduce_motion=True)
        self.open(page)
        if not self.type_search("motion"):
            return self.fail(page, "at 390 px, searching 'motion' shows no results")
        box = self.js("const r = document.getElementById('search-results').getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom]")
        if box[0] < 0 or box[1] > 390:
            self.fail(page, f"at 390 px the results leave the screen (left {box[0]:.0f}, right {box[1]:.0f})")
        self.browser.emulate(1280, reduce_motion=True)

    def filters_and_hash(self):
        page = self.audit
        if not page:
            return
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        total = self.js(VISIBLE_ROWS)
        severity = self.js("const s = document.getElementById('filter-severity'); return s.options[1].value")
        expected = self.js(f"return document.querySelectorAll('#items-table tr[data-severity=\"{severity}\"]').length")
        self.js("const s = document.getElementById('filter-severity'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", severity)
        shown = self.js(VISIBLE_ROWS)
        if shown != expected:
            self.fail(page, f"filtering by severity {severity} shows {shown} rows, expected {expected}")
        hash_ = self.js("return location.hash")
        if hash_ != f"#items?severity={severity}":
            self.fail(page, f"the filter is not kept in the URL hash: {hash_!r}")
        self.browser.driver.refresh()
        if self.js("return document.getElementById('filter-severity').value") != severity or self.js(VISIBLE_ROWS) != expected:
            self.fail(page, "after a reload the filter from the hash is not applied")
        status = self.js("return document.querySelector('[data-filter-status]').textContent")
        if f"{expected} of {total}" not in status:
            self.fail(page, f"the filter status does not count the shown items: {status!r}")
        text = self.element("#filter-text")
        text.send_keys("zzzz-no-such-item")
        if not self.js("const r = document.querySelector('#items-table tr.no-match'); return r && !r.hidden && r.offsetParent !== null"):
            self.fail(page, "a filter that matches nothing does not show the 'No items match' row")
        if "q=zzzz-no-such-item" not in self.js("return location.hash"):
            self.fail(page, "the text filter is not kept in the URL hash")
        self.element("[data-filter-reset]").click()
        if self.js(VISIBLE_ROWS) != total:
            self.fail(page, "Clear filters does not show every item again")
        first_file = self.js("return document.getElementById('filter-file').options[1].value")
        self.js("const s = document.getElementById('filter-file'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", first_file)
        wrong = self.js("return [...document.querySelectorAll('#items-table tr[data-item-id]')].filter(r => r.offsetParent !== null && r.dataset.file !== arguments[0]).length", first_file)
        if wrong or not self.js(VISIBLE_ROWS):
            self.fail(page, f"filtering by file {first_file} shows rows of other files")
        self.element("[data-filter-reset]").click()
        if self.js("return !!document.getElementById('filter-phase')"):
            phase = self.js("return document.getElementById('filter-phase').options[1].value")
            self.js("const s = document.getElementById('filter-phase'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", phase)
            wrong = self.js("return [...document.querySelectorAll('#items-table tr[data-item-id]')].filter(r => r.offsetParent !== null && r.dataset.phase !== arguments[0]).length", phase)
            if wrong:
                self.fail(page, f"filtering by phase {phase} shows rows of other phases")
        self.element("[data-filter-reset]").click()

    def csv_export(self):
        page = self.audit
        if not page:
            return
        self.open(page)
        severity = self.js("return document.getElementById('filter-severity').options[1].value")
        self.js("const s = document.getElementById('filter-severity'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", severity)
        shown = self.js(VISIBLE_ROWS)
        csv = self.browser.execute_async(
            "const done = arguments[0]; const original = URL.createObjectURL;"
            "URL.createObjectURL = blob => { blob.text().then(done); URL.createObjectURL = original; return 'blob:test'; };"
            "HTMLAnchorElement.prototype.click = function () {};"
            "document.querySelector('[data-export-csv]').click();")
        lines = [line for line in csv.lstrip("\ufeff").split("\r\n") if line]
        if len(lines) != shown + 1:
            self.fail(page, f"the CSV export has {len(lines) - 1} rows, {shown} items are shown")
        import csv
        rows = list(csv.reader(lines))
        columns = rows[0] if rows else []
        if not all(name in columns for name in ("id", "file", "line", "severity", "criteria", "verification", "summary")):
            self.fail(page, f"the CSV export's header is {lines[:1]}")
        elif any(row[columns.index("severity")] != severity for row in rows[1:]):
            self.fail(page, "the CSV export holds items the filter hides")
        else:
            ids = set(self.js("return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].filter(r => r.offsetParent !== null).map(r => r.dataset.itemId)"))
            for row in rows[1:]:
                if len(row) != len(columns) or row[columns.index("id")] not in ids or not row[columns.index("file")] \
                        or not row[columns.index("line")].isdigit():
                    self.fail(page, f"a CSV row does not give the item, its file and its line in their own columns: {row[:5]}")
                    break
        self.element("[data-filter-reset]").click()

    def sorting(self):
        page = self.audit
        if not page:
            return
        self.open(page)
        header = self.element("#files-caption").find_element("xpath", "..").find_elements("css selector", "thead th")[1]
        button = header.find_element("css selector", "button")
        name = self.js("const b = arguments[0]; return [...b.childNodes].filter(n => !(n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true')).map(n => n.textContent).join('').trim()", button)
        button.click()
        if header.get_attribute("aria-sort") != "descending":
            self.fail(page, f"a count column sorts {header.get_attribute('aria-sort')} first, not descending")
        counts = self.js("return [...arguments[0].closest('table').tBodies[0].rows].map(r => parseInt(r.cells[1].textContent))", header)
        if counts != sorted(counts, reverse=True):
            self.fail(page, f"sorting a count column descending gives {counts[:6]}")
        if name != self.js("return arguments[0].textContent.trim()", button) or re.search(r"[▲▼↕]", self.js("return arguments[0].textContent", button)):
            self.fail(page, f"the sort glyph is part of the button's name: {self.js('return arguments[0].textContent', button)!r}")
        severity_header = self.js("return [...document.querySelectorAll('#items-table thead th')].find(th => th.textContent.trim().startsWith('Severity'))")
        self.js("arguments[0].querySelector('button').click()", severity_header)
        order = self.js("return arguments[0].getAttribute('data-order').trim().split(/\\s+/)", severity_header)
        shown = self.js("return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].map(r => r.dataset.severity)")
        ranks = [order.index(s) for s in shown]
        if ranks != sorted(ranks):
            self.fail(page, "the Severity column does not sort by severity rank")

    def copy_button(self):
        page = self.code_page
        if not page:
            return
        self.open(page)
        copied = self.browser.execute_async(
            "const done = arguments[0]; const button = document.querySelector('.copy-button');"
            "if (!button) { done(null); return; }"
            "const code = button.closest('.code-tools').nextElementSibling.querySelector('code').textContent;"
            "Object.defineProperty(navigator, 'clipboard', {value: {writeText: text => { setTimeout(() => done({text, code, label: button.textContent}), 50); return Promise.resolve(); }}, configurable: true});"
            "button.click();")
        if copied is None:
            return self.fail(page, "a code block has no copy button")
        if copied["text"] != copied["code"]:
            self.fail(page, "the copy button copies something else than the code")

    def theme_toggle(self):
        page = "index.html"
        self.browser.emulate(1280, scheme="light", reduce_motion=True)
        self.open(page)
        self.js("localStorage.clear()")
        self.open(page)
        light = self.js("return getComputedStyle(document.body).backgroundColor")
        if self.js("return document.querySelector('[data-theme-toggle]').getAttribute('aria-pressed')") != "false":
            self.fail(page, "the colour toggle does not start from the system's light scheme")
        self.element("[data-theme-toggle]").click()
        dark = self.js("return getComputedStyle(document.body).backgroundColor")
        if dark == light:
            self.fail(page, "the colour toggle does not change the colours")
        self.open("checklists.html")
        if self.js("return document.documentElement.getAttribute('data-theme')") != "dark" or \
                self.js("return getComputedStyle(document.body).backgroundColor") != dark:
            self.fail("checklists.html", "the chosen colour scheme is not remembered on the next page")
        self.element("[data-theme-toggle]").click()
        self.js("localStorage.clear()")

    def nav_toggle(self):
        page = "index.html"
        self.browser.emulate(390, 844, reduce_motion=True)
        self.open(page)
        shown = "return getComputedStyle(document.getElementById('site-nav')).display !== 'none'"
        if self.js(shown):
            self.fail(page, "at 390 px the navigation is not collapsed")
        toggle = self.element("[data-nav-toggle]")
        if not toggle.is_displayed() or toggle.get_attribute("aria-expanded") != "false":
            return self.fail(page, "at 390 px there is no collapsed Menu button")
        toggle.click()
        if not self.js(shown) or toggle.get_attribute("aria-expanded") != "true":
            self.fail(page, "the Menu button does not open the navigation")
        header = self.js("return document.querySelector('.site-header').getBoundingClientRect().height")
        if header > 844 / 4:
            self.fail(page, f"at 390 px the header takes {header:.0f} px of the first screen")
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        if not self.js(shown) or self.element("[data-nav-toggle]").is_displayed():
            self.fail(page, "at 1280 px the navigation is hidden or the Menu button shown")

    def target_highlight(self):
        if not self.file_pages:
            return
        page = self.file_pages[0]
        self.open(page)
        anchors = self.js("return [...document.querySelectorAll('section.item[id]')].map(s => s.id)")
        if len(anchors) < 2:
            return
        self.open(page, "#" + anchors[1])
        styles = self.js("return [...document.querySelectorAll('section.item')].slice(0, 2).map(s => getComputedStyle(s).backgroundColor + getComputedStyle(s).outlineStyle)")
        if styles[0] == styles[1]:
            self.fail(page, "the item followed to (:target) is not highlighted")

    def file_pager(self):
        if len(self.file_pages) < 2:
            return
        page = self.file_pages[0]
        self.open(page)
        nxt = self.js("const a = document.querySelector('.pager .pager-next'); return a ? a.getAttribute('href') : null")
        if not nxt:
            return self.fail(page, "an audited file's page has no link to the next file")
        target = self.checker.resolve(page, nxt)
        self.open(target)
        back = self.js("const a = document.querySelector('.pager .pager-previous'); return a ? a.getAttribute('href') : null")
        if not back or self.checker.resolve(target, back) != page:
            self.fail(target, "the next file's page does not lead back with Previous")

    def print_landscape(self):
        page = self.audit
        if not page:
            return
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        pdf = self.browser.print_pdf()
        import subprocess
        import tempfile
        with tempfile.NamedTemporaryFile(suffix=".pdf") as handle:
            handle.write(pdf)
            handle.flush()
            info = subprocess.run(["pdfinfo", handle.name], capture_output=True, text=True).stdout
        size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info)
        if not size or float(size.group(1)) <= float(size.group(2)):
            self.fail(page, f"the audit does not print in landscape ({size.group(0) if size else info[:80]})")
        pages, text = pdf_text(pdf)
        for heading in ("Summary", "Files", "All items"):
            if heading not in text:
                self.fail(page, f"the printed audit lacks its {heading!r} section")
