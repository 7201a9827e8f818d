"""Interaction tests of what a site hands to a customer (part of `--behaviours`): the products' state
above the fold on the home page, the running header and page numbers of printed reports, no table
header left alone at the bottom of a printed page, the self-contained copies under reports/ opened
alone (no network, no other file, still styled), and the items table's verification column, filter
and CSV export in the one schema of reports/<audit>.csv.
"""
import csv
import io
import pathlib
import re
import shutil
import tempfile

from checks import pdf_text, words

# Viewports the home page's state must fit in without scrolling: a laptop and a phone.
ABOVE_THE_FOLD = [(1280, 800), (390, 844)]
# Heights of the space above a table in the synthetic page: enough to put its header at every place
# near the end of the first printed page (every other one with an introductory paragraph).
ORPHAN_SPACERS = range(700, 1000, 10)


def css_strings(style):
    """The strings of `@top-left`, `@top-center` and `@top-right` in a page's own <style>."""
    boxes = {}
    for box, text in re.findall(r"@(top-left|top-center|top-right)\{content:\"((?:[^\"\\]|\\.)*)\"\}", style):
        boxes[box] = re.sub(r"\\([0-9a-fA-F]{1,6}) ?", lambda m: chr(int(m.group(1), 16)), text)
    return boxes


class ReportBehaviours:
    """Mixed into `Behaviours`: uses its browser, checker, `open`, `js` and `fail`."""

    def report_tests(self):
        return [self.home_above_the_fold, self.printed_running_header, self.no_orphan_table_headers,
                self.exports_stand_alone, self.verification_column_and_filter]

    def pages_of_kind(self, kind, standalone=False):
        found = []
        for page in self.checker.all_pages:
            text = (self.site / page).read_text(encoding="utf-8", errors="replace")
            match = re.search(r'<body class="([^"]*)"', text)
            classes = match.group(1).split() if match else []
            if f"kind-{kind}" in classes and ("standalone" in classes) == standalone:
                found.append(page)
        return found

    # -- the home page ----------------------------------------------------------------------------

    def home_above_the_fold(self):
        page = "index.html"
        if not self.pages_of_kind("conformance"):
            return
        products = len(self.pages_of_kind("conformance"))
        for width, height in ABOVE_THE_FOLD:
            for scheme in ("light", "dark"):
                self.browser.emulate(width, height, scheme=scheme, reduce_motion=True)
                self.open(page)
                cards = self.js("return [...document.querySelectorAll('.status-card')].map(c => {"
                                "const r = c.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, text: c.innerText}; })")
                if len(cards) != products:
                    self.fail(page, f"{width}x{height}: {len(cards)} product state cards on the home page, {products} products")
                    continue
                for card in cards:
                    name = card["text"].splitlines()[0] if card["text"] else "?"
                    if card["top"] < 0 or card["bottom"] > height:
                        self.fail(page, f"{width}x{height} {scheme}: the state of {name} ends at {card['bottom']:.0f} px, "
                                        f"below the first screen ({height} px)")
                    text = card["text"]
                    for needed in ("Level", "items open", "not verified in code"):
                        if needed not in text:
                            self.fail(page, f"{width}x{height}: the state of {name} does not say {needed!r}")
                    if not re.search(r"(Supports|Not Evaluated|Not Applicable|Does Not Support)\s+\d+", text):
                        self.fail(page, f"{width}x{height}: the state of {name} shows no conformance counts")
        self.browser.emulate(1280, reduce_motion=True)

    # -- print ------------------------------------------------------------------------------------

    def print_pages(self, page):
        """The PDF of `page` as (page count, [text of each page]) and its own running header strings."""
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        style = self.js("return [...document.querySelectorAll('head style')].map(s => s.textContent).join('')")
        import subprocess
        pdf = self.browser.print_pdf()
        with tempfile.TemporaryDirectory(prefix="browser-report.") as tmp:
            path = pathlib.Path(tmp) / "page.pdf"
            path.write_bytes(pdf)
            text = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(path), "-"],
                                  capture_output=True, text=True, check=True).stdout
        pages = [p for p in text.split("\f") if p.strip()]
        return pages, css_strings(style)

    def check_running_header(self, page, pages, boxes):
        if not boxes.get("top-left") or not boxes.get("top-center"):
            return self.fail(page, f"the page's own style sets no running header: {boxes}")
        for number, text in enumerate(pages, 1):
            top = " ".join(words(" ".join(text.strip().splitlines()[:3])))
            for box, value in boxes.items():
                if " ".join(words(value)) not in top:
                    self.fail(page, f"printed page {number} of {len(pages)} lacks the running header's {box} {value!r}")
                    return
            if not re.search(rf"Page {number} of {len(pages)}\b", text):
                self.fail(page, f"printed page {number} of {len(pages)} lacks 'Page {number} of {len(pages)}'")
                return

    def printed_running_header(self):
        pages = (self.pages_of_kind("conformance")[:1] + self.pages_of_kind("audit-report")[:1]
                 + (["index.html"] if "index.html" in self.checker.all_pages else []))
        for page in pages:
            printed, boxes = self.print_pages(page)
            self.check_running_header(page, printed, boxes)
            if page != "index.html" and "top-right" not in boxes and "Report date" in (self.site / page).read_text(encoding="utf-8"):
                self.fail(page, "the page has a report date but its printed header does not")
            self.checker.note(f"{page}: printed with a running header on {len(printed)} pages")

    def no_orphan_table_headers(self):
        """No printed page ends with a table's header row: on the site's reports, and on a synthetic page
        (the theme's CSS) whose table starts at every height near the end of the first page."""
        for page in self.pages_of_kind("conformance")[:1] + self.pages_of_kind("audit-report")[:1]:
            printed, _ = self.print_pages(page)
            headers = {" ".join(words(h)) for h in self.js("return [...document.querySelectorAll('thead tr')].map(r => r.innerText)")}
            for number, text in enumerate(printed, 1):
                lines = [line for line in text.splitlines() if line.strip() and not re.search(r"Page \d+ of \d+", line)]
                if lines and " ".join(words(lines[-1])) in headers:
                    self.fail(page, f"printed page {number} ends with the table header {lines[-1].strip()!r} and no row under it")
        css = self.site / "assets" / "docgen.css"
        if not css.is_file():
            return
        rows = "".join(f"<tr><th scope='row'>{i}.1.{i}</th><td>Supports</td><td>{'Remark line. ' * (i % 7 + 3)}</td></tr>"
                       for i in range(1, 25))
        with tempfile.TemporaryDirectory(prefix="browser-orphan.") as tmp:
            orphans = []
            for number, height in enumerate(ORPHAN_SPACERS):
                intro = "<p>The criteria of Level A.</p>" if number % 2 else ""
                path = pathlib.Path(tmp) / f"orphan-{height}.html"
                path.write_text(f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Orphans</title>
<link rel="stylesheet" href="{css.as_uri()}"></head><body><main><div style="height:{height}px">Above</div>
{intro}<div class="table-scroll"><table class="data stack"><caption>CAPTIONCRITERIA</caption>
<thead><tr><th scope="col">HEADERCRITERIA</th><th scope="col">Level</th><th scope="col">Remarks</th></tr></thead>
<tbody>{rows}</tbody></table></div></main></body></html>""", encoding="utf-8")
                self.browser.navigate(path.as_uri())
                pages, text = pdf_text(self.browser.print_pdf())
                first = [line for line in text.split("\f")[0].splitlines() if line.strip() and not re.search(r"Page \d+ of", line)]
                if first and ("HEADERCRITERIA" in first[-1] or "CAPTIONCRITERIA" in first[-1]):
                    orphans.append(height)
            if orphans:
                self.fail("assets/docgen.css", f"a printed table's caption or header ends page 1 with no row under it "
                                               f"(space above the table: {orphans} px)")
            self.checker.note(f"print: no orphan table header with the table at {len(ORPHAN_SPACERS)} heights")

    # -- self-contained copies ----------------------------------------------------------------------

    def exports_stand_alone(self):
        exports = self.pages_of_kind("conformance", standalone=True) + self.pages_of_kind("audit-report", standalone=True)
        if self.pages_of_kind("conformance") and not exports:
            return self.fail("reports", "the site has conformance reports but no self-contained copy under reports/")
        for page in exports:
            with tempfile.TemporaryDirectory(prefix="browser-export.") as tmp:
                alone = pathlib.Path(tmp) / pathlib.Path(page).name
                shutil.copyfile(self.site / page, alone)
                for width, scheme in ((1280, "light"), (390, "dark")):
                    self.browser.emulate(width, scheme=scheme, reduce_motion=True)
                    self.browser.drain()
                    self.browser.navigate(alone.as_uri())
                    self.check_alone(page, alone, width, scheme)
                pages, boxes = self.print_pages_at(alone)
                self.check_running_header(page, pages, boxes)
        self.checker.note(f"{len(exports)} self-contained reports opened alone, styled, with no request")

    def print_pages_at(self, path):
        import subprocess
        self.browser.emulate(1280, reduce_motion=True)
        self.browser.navigate(path.as_uri())
        style = self.js("return [...document.querySelectorAll('head style')].map(s => s.textContent).join('')")
        pdf = path.with_suffix(".pdf")
        pdf.write_bytes(self.browser.print_pdf())
        text = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        return [p for p in text.split("\f") if p.strip()], css_strings(style)

    def check_alone(self, page, alone, width, scheme):
        from browser import performance_requests
        label = f"alone, {width} px {scheme}"
        requests = [url for _, url in performance_requests(self.browser.logs("performance")) if url.split("#")[0] != alone.as_uri()]
        if requests:
            self.fail(page, f"{label}: opening the file alone makes requests: {requests[:3]}")
        for entry in self.browser.logs("browser"):
            if entry.get("level") == "SEVERE":
                self.fail(page, f"{label}: console error: {entry.get('message', '')[:200]}")
        state = self.js("""
            const th = document.querySelector('table th'), body = getComputedStyle(document.body);
            return {sheets: document.styleSheets.length, rules: document.styleSheets.length ? document.styleSheets[0].cssRules.length : 0,
                    scripts: document.scripts.length, font: body.fontFamily, background: body.backgroundColor,
                    border: th ? getComputedStyle(th).borderTopStyle : 'none', wide: document.documentElement.scrollWidth > innerWidth};""")
        if state["scripts"]:
            self.fail(page, f"{label}: the self-contained copy has {state['scripts']} scripts")
        if state["sheets"] != 1 or state["rules"] < 50 or "system-ui" not in state["font"] or state["border"] != "solid":
            self.fail(page, f"{label}: the file alone is not styled: {state}")
        if scheme == "dark" and state["background"] in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"):
            self.fail(page, f"{label}: the file alone ignores the dark scheme (background {state['background']})")
        if state["wide"]:
            self.fail(page, f"{label}: the file alone scrolls sideways")
        for violation in self.browser.run_axe():
            self.fail(page, f"{label}: axe {violation['id']} ({violation['impact']}): {violation['help']}")

    # -- verification on the items table ------------------------------------------------------------

    def verification_column_and_filter(self):
        for page in self.pages_of_kind("audit"):
            self.browser.emulate(1280, reduce_motion=True)
            self.open(page)
            if not self.js("return !!document.getElementById('filter-verification')"):
                self.fail(page, "the items table has no verification filter")
                continue
            headers = self.js("return [...document.querySelectorAll('#items-table thead th')].map(th => th.textContent.trim())")
            if not any(h.startswith("In code") for h in headers):
                self.fail(page, f"the items table has no verification column: {headers}")
            cells = self.js("return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].map(r => "
                            "[r.dataset.verification, (r.querySelector('.col-verification') || {}).textContent || ''])")
            if not cells or any(not text.strip() for _, text in cells):
                self.fail(page, "an item row does not say whether it is verified in code")
            values = self.js("return [...document.getElementById('filter-verification').options].map(o => o.value).filter(Boolean)")
            for value in values:
                self.js("const s = document.getElementById('filter-verification'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", value)
                shown = self.js("return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].filter(r => r.offsetParent !== null).map(r => r.dataset.verification)")
                expected = sum(1 for v, _ in cells if v == value)
                if len(shown) != expected or any(v != value for v in shown):
                    self.fail(page, f"filtering 'In code' by {value} shows {len(shown)} rows ({set(shown)}), expected {expected}")
                if f"verification={value}" not in self.js("return location.hash"):
                    self.fail(page, f"the verification filter {value} is not kept in the URL hash")
            self.check_csv_schema(page, values)
            self.element("[data-filter-reset]").click()

    def check_csv_schema(self, page, values):
        audit = pathlib.Path(page).stem
        report = self.site / "reports" / f"{audit}.csv"
        if not report.is_file():
            return
        lines = [line for line in report.read_bytes().decode("utf-8").split("\r\n") if line]
        value = next((v for v in values if self.js(f"return document.querySelectorAll('#items-table tr[data-verification=\"{v}\"]').length")), "")
        self.js("const s = document.getElementById('filter-verification'); s.value = arguments[0]; s.dispatchEvent(new Event('change'))", value)
        exported = self.browser.execute_async(
            "const done = arguments[0]; const original = URL.createObjectURL;"
            "URL.createObjectURL = blob => { blob.text().then(done); URL.createObjectURL = original; return 'blob:test'; };"
            "HTMLAnchorElement.prototype.click = function () {};"
            "document.querySelector('[data-export-csv]').click();")
        got = [line for line in exported.lstrip("\ufeff").split("\r\n") if line]
        if not got or got[0] != lines[0]:
            return self.fail(page, f"the page's CSV header {got[:1]} is not reports/{audit}.csv's {lines[:1]}")
        rows = list(csv.reader(io.StringIO("\r\n".join(got))))
        column = rows[0].index("verification") if "verification" in rows[0] else None
        if any(line not in lines for line in got[1:]):
            self.fail(page, f"the page's CSV rows differ from reports/{audit}.csv")
        if column is None or any(row[column] != value for row in rows[1:]):
            self.fail(page, f"the CSV export of the items filtered by {value} holds other items")
