"""Interaction tests of reading the site (part of `--behaviours`): search by WCAG number, exact item ids
first, one-typo queries, status words, no Markdown in snippets, axe with the results open in dark mode;
before/after panes that show the whole changed line at 1280 and 390 px; accessible names without the
heading's "#" link or <wbr> spaces, and regions of distinct names; the skip link to the filters; empty
phases drawn as no items; scroll regions that are tab stops only when they scroll; the audit's trend
chart and table on screen and without JavaScript (checks.py's print check finds its table in the PDF).
"""
import re
import time


# The search results as (href attribute, resolved URL, protocol, text, kind).
RESULTS = ("return [...document.querySelectorAll('#search-results a')].map(a => ({href: a.getAttribute('href'), url: a.href, "
           "protocol: a.protocol, text: a.innerText.replace(/\\s+/g, ' '), kind: (a.querySelector('.search-kind') || {}).textContent || '',"
           "title: (a.querySelector('.search-title') || {}).textContent || ''}))")
# The index's items as {id, page, criteria, verification, status} and the pages' hrefs.
INDEX_ITEMS = ("const d = window.DOCGEN_SEARCH_INDEX; return d ? d.items.map(i => ({id: i[1], page: d.pages[i[0]][0], "
               "criteria: (i[8] || '').split(' ').filter(Boolean), verification: i[7], status: i[5], summary: i[2]})) : null")
VISIBLE = "return [...document.querySelectorAll('#items-table tbody tr[data-item-id]')].filter(r => r.offsetParent !== null).map(r => ({criteria: r.dataset.criteria, verification: r.dataset.verification}))"
REGIONS = ".table-scroll[role], .code-scroll[role], .comparison-code[role]"


class ReadingBehaviours:
    """Mixed into `Behaviours`: uses its browser, checker, `open`, `js`, `fail`, `type_search` and `wait_for`."""

    def reading_tests(self):
        return [self.search_by_criterion, self.search_exact_id_first, self.search_typos, self.search_status_words,
                self.search_open_axe_dark, self.comparisons_show_changed_lines, self.accessible_names,
                self.skip_link_to_filters, self.empty_phases, self.scroll_region_tab_stops, self.trend_chart]

    # -- helpers ------------------------------------------------------------------------------------

    def search(self, query, page="index.html"):
        """Types `query` into the search box of `page` (opened when another page is shown) and returns the results."""
        if not self.browser.driver.current_url.split("#")[0].endswith("/" + page):
            self.open(page)
        self.type_search(query)
        results = self.js(RESULTS)
        for result in results:
            if "`" in result["text"]:
                self.fail(page, f"search for {query!r}: a result shows Markdown backticks: {result['text'][:120]!r}")
            if result["protocol"] != "file:":
                self.fail(page, f"search for {query!r}: a result's link is {result['url']!r}, not a page of the site")
        return results

    def items(self, page="index.html"):
        """The index's items, once the search box has loaded the index on `page`."""
        self.open(page)
        self.element("input[type=search]").click()
        return self.wait_for(INDEX_ITEMS) or []

    def follow(self, result):
        self.browser.navigate(result["url"])
        return self.wait_for("return document.querySelector('[data-filter-status]') && document.querySelector('[data-filter-status]').textContent") or ""

    # -- search -------------------------------------------------------------------------------------

    def search_by_criterion(self):
        page = "index.html"
        self.browser.emulate(1280, reduce_motion=True)
        items = self.items()
        counts = {}
        for item in items:
            for criterion in item["criteria"]:
                counts[criterion] = counts.get(criterion, 0) + 1
        if not counts:
            named = any(re.search(r'data-criteria="\d', (self.site / p).read_text(encoding="utf-8")) for p in self.pages_of_kind("audit"))
            return self.fail(page, "the items name WCAG criteria but the search index does not") if named else None
        criterion = "2.3.3" if "2.3.3" in counts else max(counts, key=counts.get)
        results = self.search(criterion)
        facets = [r for r in results if r["href"].endswith(f"#items?criteria={criterion}")]
        audits = {item["page"] for item in items if criterion in item["criteria"]}
        if len(facets) != len(audits):
            return self.fail(page, f"search for {criterion!r} leads to the items of {len(facets)} audits, {len(audits)} have some: "
                                   f"{[r['text'][:60] for r in results[:6]]}")
        by_id = {item["id"]: item for item in items}
        for result in results:
            if result["kind"].lower().startswith("item \u00b7") and criterion not in by_id.get(result["title"], {}).get("criteria", []):
                self.fail(page, f"search for {criterion!r} lists item {result['title']!r}, which does not name it")
            number = re.match(r"\d+\.\d+\.\d+", result["title"])
            if result["kind"].lower() == "section" and number and number.group(0) != criterion:
                self.fail(page, f"search for {criterion!r} lists the section {result['title']!r}")
        largest = max(facets, key=lambda r: int(re.match(r"\d+", r["title"]).group(0)))
        expected = int(re.match(r"\d+", largest["title"]).group(0))
        self.follow(largest)
        shown = self.js(VISIBLE)
        if len(shown) != expected or any(criterion not in row["criteria"].split() for row in shown):
            self.fail(page, f"the search result {largest['title']!r} opens a table of {len(shown)} rows, not those {expected} items")
        self.checker.note(f"search: {criterion!r} leads to {len(facets)} items tables ({expected} items in the largest)")

    def search_exact_id_first(self):
        page = "index.html"
        self.browser.emulate(1280, reduce_motion=True)
        items = self.items()
        multiword = [item["id"] for item in items if re.search(r"[.\-]", item["id"])]
        if not multiword:
            return
        chosen = [multiword[int(i * len(multiword) / 5)] for i in range(min(5, len(multiword)))]
        for item_id in chosen:
            results = self.search(item_id)
            if not results or results[0]["title"] != item_id or "#item-" not in results[0]["href"]:
                self.fail(page, f"search for the item id {item_id!r}: the first result is {results[0]['text'][:80] if results else None!r}")

    def search_typos(self):
        page = "index.html"
        self.browser.emulate(1280, reduce_motion=True)
        queries = []
        text = " ".join(item["summary"] for item in self.items()).lower()
        if "reduce motion" in text or "reduce" in text and "motion" in text:
            queries.append(("reduse motion", "reduce"))
        if "animation" in text:
            queries.append(("animaton", "animation"))
        words = sorted({w for w in re.findall(r"[a-z]{8,}", text)})
        for word in words[::max(1, len(words) // 4)][:4]:
            queries.append((word[:3] + word[4:], word))
        found = 0
        for query, meant in queries:
            results = self.search(query)
            note = self.js("const n = document.querySelector('#search-results .search-note'); return n ? n.textContent : ''")
            if not results:
                self.fail(page, f"the query {query!r} (one edit from {meant!r}) finds nothing")
            elif query.split()[0] in note:
                found += 1
                marks = self.js("return [...document.querySelectorAll('#search-results mark')].map(m => m.textContent.toLowerCase())")
                if not any(m.startswith(meant[:4]) for m in marks):
                    self.fail(page, f"the results for {query!r} do not mark {meant!r}: {marks[:5]}")
        if queries and not found:
            self.fail(page, f"no query one edit from a word says what it searched for instead: {queries}")
        self.checker.note(f"search: {found} of {len(queries)} one-edit queries found their word")

    def search_status_words(self):
        page = "index.html"
        self.browser.emulate(1280, reduce_motion=True)
        items = self.items()
        if not items:
            return
        for query, key, value in (("exempt", "status", "exempt"), ("unverified", "verification", "unverified")):
            results = self.search(query)
            facets = [r for r in results if r["href"].endswith(f"#items?{key}={value}")]
            if not facets:
                self.fail(page, f"search for {query!r} does not lead to the items tables filtered by it: {[r['text'][:50] for r in results[:4]]}")
                continue
            best = max(facets, key=lambda r: int(re.match(r"\d+", r["title"]).group(0)))
            expected = int(re.match(r"\d+", best["title"]).group(0))
            if expected != sum(1 for item in items if item[key] == value and item["page"] == best["href"].split("#")[0]):
                self.fail(page, f"search for {query!r}: {best['title']!r} miscounts the items")
            self.follow(best)
            shown = self.js(VISIBLE)
            if key == "verification" and (len(shown) != expected or any(row["verification"] != value for row in shown)):
                self.fail(page, f"the result {best['title']!r} opens a table of {len(shown)} rows")
            self.open(page)

    def search_open_axe_dark(self):
        page = "index.html"
        for width in (1280, 390):
            self.browser.emulate(width, 844, scheme="dark", reduce_motion=True)
            self.open(page)
            self.search("2.3.3")
            if not self.js("return document.querySelectorAll('#search-results mark').length"):
                self.search("motion")
            if not self.js("return document.querySelectorAll('#search-results mark').length"):
                self.fail(page, f"{width} px dark: no highlighted word in the search results to check")
            for violation in self.browser.run_axe():
                nodes = "; ".join(n["target"] for n in violation["nodes"][:3])
                self.fail(page, f"{width} px dark, search results open: axe {violation['id']} ({violation['impact']}): {violation['help']}: {nodes}")
        self.browser.emulate(1280, reduce_motion=True)

    # -- before/after ---------------------------------------------------------------------------------

    def comparisons_show_changed_lines(self):
        pages = [p for p in ([self.audit] + self.file_pages[:1]) if p and "comparison-line-added" in (self.site / p).read_text(encoding="utf-8")]
        for page in pages:
            cut = 0
            for width in (1280, 390):
                self.browser.emulate(width, reduce_motion=True)
                self.open(page)
                hidden = self.js("""
                    const out = [];
                    for (const line of document.querySelectorAll('.comparison-line-added, .comparison-line-removed')) {
                      const pane = line.closest('.comparison-code'), box = pane.getBoundingClientRect();
                      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT), rects = [];
                      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                        if (node.parentElement.closest('.visually-hidden')) continue;  // a 1 px clipped box, by design
                        const range = document.createRange(); range.selectNodeContents(node);
                        rects.push(...[...range.getClientRects()].filter(r => r.width > 0));
                      }
                      const cut = rects.some(r => r.right > box.right + 1 || r.left < box.left - 1);
                      if (cut || pane.scrollWidth > pane.clientWidth + 1) out.push(line.textContent.trim().slice(0, 60));
                    }
                    return [out.length, document.querySelectorAll('.comparison-line-added, .comparison-line-removed').length, out.slice(0, 3)];""")
                if hidden[0]:
                    cut += hidden[0]
                    self.fail(page, f"{width} px: {hidden[0]} of {hidden[1]} changed lines are cut off in their pane: {hidden[2]}")
            if not cut:
                self.checker.note(f"{page}: every changed line of its comparisons is whole at 1280 and 390 px")

    # -- names, skip link, phases, regions ------------------------------------------------------------

    def ax_names(self):
        nodes = self.browser.cdp("Accessibility.getFullAXTree")["nodes"]
        return [(n.get("role", {}).get("value"), n.get("name", {}).get("value") or "") for n in nodes if not n.get("ignored")]

    def accessible_names(self):
        pages = ["index.html"] + ([self.audit] if self.audit else []) + self.file_pages[:1]
        for page in pages:
            self.browser.emulate(1280, reduce_motion=True)
            self.open(page)
            names = self.ax_names()
            for role, name in names:
                if role == "heading" and "Link to section" in name:
                    self.fail(page, f"a heading's accessible name holds its '#' link: {name!r}")
            texts = self.js("return [...document.querySelectorAll('a, th, td, h1, h2, h3, button')].filter(e => e.querySelector('wbr'))"
                            ".map(e => e.textContent.replace(/\\s+/g, ' ').trim())")
            all_names = "\n".join(name for _, name in names)
            broken = [text for text in texts if text not in all_names]
            if broken:
                self.fail(page, f"{len(broken)} accessible names differ from their text where a <wbr> breaks it, e.g. {broken[0]!r}")
            regions = [name for role, name in names if role in ("group", "region") and name]
            duplicates = sorted({name for name in regions if regions.count(name) > 1})
            if duplicates:
                self.fail(page, f"regions share a name: {duplicates[:4]}")

    def skip_link_to_filters(self):
        from selenium.webdriver.common.keys import Keys
        page = self.audit
        if not page:
            return
        self.browser.emulate(1280, reduce_motion=True)
        self.open(page)
        self.keys(Keys.TAB, Keys.TAB)
        link = self.js("const a = document.activeElement; return a && a.tagName === 'A' ? [a.getAttribute('href'), a.textContent.trim()] : null")
        if not link or link[0] != "#items":
            return self.fail(page, f"the second Tab does not reach a skip link to the items and their filters: {link}")
        self.keys(Keys.ENTER)
        time.sleep(0.1)
        self.keys(Keys.TAB)
        if self.js("return document.activeElement.id") != "filter-severity":
            self.fail(page, f"after the skip link, Tab reaches {self.js('return document.activeElement.outerHTML.slice(0, 80)')!r}, not the first filter")

    def empty_phases(self):
        for page in self.pages_of_kind("audit"):
            self.open(page)
            full = self.js("return [...document.querySelectorAll('svg.meter')].map(s => s.getAttribute('aria-label')).filter(n => / 0 of 0\\b|of 0 \\(/.test(n))")
            if full:
                self.fail(page, f"a meter of no items: {full[:2]}")
            zero = self.js("return [...document.querySelectorAll('#phases p')].filter(p => /\\b0 of 0\\b/.test(p.textContent)).length")
            if zero:
                self.fail(page, f"{zero} phases say '0 of 0 items covered' instead of having no items")

    def scroll_region_tab_stops(self):
        pages = ["index.html"] + ([self.audit] if self.audit else []) + ([self.code_page] if self.code_page else [])
        for page in pages:
            for width in (1280, 390):
                self.browser.emulate(width, reduce_motion=True)
                self.open(page)
                time.sleep(0.15)  # the ResizeObserver's first callback
                wrong = self.js(f"""return [...document.querySelectorAll('{REGIONS}')].filter(r => r.offsetParent !== null).map(r => {{
                    const scrolls = r.scrollWidth > r.clientWidth + 1 || r.scrollHeight > r.clientHeight + 1;
                    return scrolls === r.hasAttribute('tabindex') ? null : (scrolls ? 'scrolls without a tab stop: ' : 'a tab stop that does not scroll: ')
                      + (r.getAttribute('aria-label') || r.getAttribute('aria-labelledby'));
                  }}).filter(Boolean)""")
                if wrong:
                    self.fail(page, f"{width} px: {len(wrong)} scroll regions, e.g. {wrong[0]}")

    # -- trend ----------------------------------------------------------------------------------------

    def trend_chart(self):
        dated = "built from commit" in (self.site / "index.html").read_text(encoding="utf-8") if (self.site / "index.html").is_file() else False
        for page in self.pages_of_kind("audit"):
            text = (self.site / page).read_text(encoding="utf-8")
            if 'id="trend"' not in text:
                if dated:
                    self.fail(page, "the site is built from a git history but the audit has no trend")
                continue
            self.browser.emulate(1280, reduce_motion=True)
            for scripts in (True, False):
                self.browser.scripts_enabled(scripts)
                try:
                    self.open(page)
                    state = self.js("""const svg = document.querySelector('svg.trend-chart'), rows = document.querySelectorAll('.trend-table tbody tr');
                        if (!svg) return null;
                        const ids = (svg.getAttribute('aria-labelledby') || '').split(' ').map(id => document.getElementById(id));
                        const box = svg.getBoundingClientRect();
                        return {role: svg.getAttribute('role'), named: ids.length === 2 && ids.every(e => e && e.textContent.trim()),
                                rows: rows.length, height: box.height, width: box.width,
                                series: [...svg.querySelectorAll('.trend-series')].map(g => [g.getAttribute('class'), g.querySelectorAll('.trend-marker').length,
                                         getComputedStyle(g.querySelector('.trend-line')).strokeDasharray])};""")
                finally:
                    self.browser.scripts_enabled(True)
                label = "with JavaScript" if scripts else "without JavaScript"
                if not state or state["role"] != "img" or not state["named"] or state["height"] < 100:
                    self.fail(page, f"{label}: the trend chart is missing, unnamed or not drawn: {state}")
                    continue
                if not state["rows"] or any(count != state["rows"] + 1 for _, count, _ in state["series"]):
                    self.fail(page, f"{label}: the trend chart's markers do not match its {state['rows']} table rows: {state['series']}")
                if len({dash for _, _, dash in state["series"]}) != len(state["series"]):
                    self.fail(page, f"the trend's series are told apart by colour alone: {state['series']}")
            self.checker.note(f"{page}: trend of {state['rows'] if state else 0} commits drawn, also without JavaScript "
                              "(its printed table: the checker's print check)")
        self.browser.emulate(1280, reduce_motion=True)
