// docgen default theme: progressive enhancement only. Everything on the page is readable without
// this file; it adds search, sortable tables, item filters with CSV export, copy buttons on code,
// the colour toggle and the collapsible navigation on phones.
(function () {
  "use strict";

  var doc = document;
  var root = doc.documentElement.getAttribute("data-root") || "";

  function text(el) { return (el.textContent || "").replace(/\s+/g, " ").trim(); }
  function make(tag, className, content) {
    var el = doc.createElement(tag);
    if (className) { el.className = className; }
    if (content !== undefined) { el.textContent = content; }
    return el;
  }
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }

  // ---------------------------------------------------------------------------------------------
  // Colour scheme: the system's until the reader picks one; the choice is remembered.

  function setUpThemeToggle() {
    var button = doc.querySelector("[data-theme-toggle]");
    if (!button) { return; }
    var html = doc.documentElement;
    var system = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
    function isDark() {
      var chosen = html.getAttribute("data-theme");
      return chosen ? chosen === "dark" : !!(system && system.matches);
    }
    function show() { button.setAttribute("aria-pressed", isDark() ? "true" : "false"); }
    button.hidden = false;
    show();
    if (system && system.addEventListener) { system.addEventListener("change", show); }
    button.addEventListener("click", function () {
      var theme = isDark() ? "light" : "dark";
      html.setAttribute("data-theme", theme);
      try { window.localStorage.setItem("docgen-theme", theme); } catch (error) { /* not remembered */ }
      show();
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Navigation: collapsed behind a Menu button on narrow screens (the stylesheet decides when).

  function setUpNavToggle() {
    var button = doc.querySelector("[data-nav-toggle]");
    var nav = doc.getElementById(button ? button.getAttribute("aria-controls") : "");
    if (!button || !nav) { return; }
    button.addEventListener("click", function () {
      var open = !nav.classList.contains("is-open");
      nav.classList.toggle("is-open", open);
      button.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Copy buttons on code blocks.

  function setUpCopyButtons() {
    each(doc.querySelectorAll("main pre"), function (pre) {
      if (pre.closest(".comparison")) { return; }
      var code = pre.querySelector("code") || pre;
      var tools = make("div", "code-tools");
      var button = make("button", "button copy-button", "Copy code");
      button.type = "button";
      var status = make("span", "visually-hidden");
      status.setAttribute("role", "status");
      tools.appendChild(button);
      tools.appendChild(status);
      var holder = pre.parentNode.classList && pre.parentNode.classList.contains("code-scroll") ? pre.parentNode : pre;
      holder.parentNode.insertBefore(tools, holder);
      button.addEventListener("click", function () {
        var value = code.textContent;
        function done(ok) {
          button.textContent = ok ? "Copied" : "Copy failed";
          status.textContent = ok ? "Code copied to the clipboard" : "The code could not be copied";
          window.setTimeout(function () { button.textContent = "Copy code"; status.textContent = ""; }, 2000);
        }
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(value).then(function () { done(true); }, function () { done(fallbackCopy(value)); });
        } else {
          done(fallbackCopy(value));
        }
      });
    });
  }

  function fallbackCopy(value) {
    var area = make("textarea");
    area.value = value;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    doc.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = doc.execCommand("copy"); } catch (error) { ok = false; }
    doc.body.removeChild(area);
    return ok;
  }

  // ---------------------------------------------------------------------------------------------
  // Sortable tables: header buttons; the order lives in aria-sort only (the arrow is aria-hidden).
  // Count columns (class "num") sort descending first; a header's data-order lists the values of
  // an ordered vocabulary (severities, statuses, phases) so they sort by rank, not alphabetically.

  function sortKey(cell, order) {
    var raw = cell.getAttribute("data-sort");
    var value = raw !== null ? raw : text(cell);
    if (order) {
      var first = value.split(/[,\s]+/).filter(Boolean)[0] || "";
      var rank = order.indexOf(first);
      return {number: rank < 0 ? order.length : rank, text: value};
    }
    var number = parseFloat(value);
    return {number: /^\s*-?\d/.test(value) && !isNaN(number) ? number : null, text: value.toLowerCase()};
  }

  function setUpSortableTables() {
    each(doc.querySelectorAll("table[data-sortable]"), function (table) {
      var body = table.tBodies[0];
      if (!body || !table.tHead) { return; }
      var headers = table.tHead.rows[0].cells;
      var original = Array.prototype.slice.call(body.rows);
      each(headers, function (th, column) {
        var descendingFirst = th.classList.contains("num");
        var order = (th.getAttribute("data-order") || "").split(/\s+/).filter(Boolean);
        var button = make("button", "sort");
        button.type = "button";
        // The arrow stays on the line of the label's last word: it never wraps onto a line of its own.
        var label = text(th);
        var cut = label.lastIndexOf(" ") + 1;
        button.textContent = label.slice(0, cut);
        var tail = make("span", "sort-tail", label.slice(cut));
        var icon = make("span", "sort-icon");
        icon.setAttribute("aria-hidden", "true");
        tail.appendChild(icon);
        button.appendChild(tail);
        th.textContent = "";
        th.appendChild(button);
        button.addEventListener("click", function () {
          var current = th.getAttribute("aria-sort");
          var next = current ? (current === "ascending" ? "descending" : "ascending")
                             : (descendingFirst ? "descending" : "ascending");
          each(headers, function (other) { other.removeAttribute("aria-sort"); });
          th.setAttribute("aria-sort", next);
          var rows = original.filter(function (row) { return row.cells.length > column; });
          var keyed = rows.map(function (row, index) {
            return {row: row, index: index, key: sortKey(row.cells[column], order.length ? order : null)};
          });
          keyed.sort(function (a, b) {
            var x = a.key, y = b.key, result;
            if (x.number !== null && y.number !== null) { result = x.number - y.number; }
            else if (x.number !== null) { result = -1; }
            else if (y.number !== null) { result = 1; }
            else { result = x.text < y.text ? -1 : x.text > y.text ? 1 : 0; }
            if (next === "descending") { result = -result; }
            return result || a.index - b.index;
          });
          keyed.forEach(function (entry) { body.appendChild(entry.row); });
          var empty = body.querySelector("tr.no-match");
          if (empty) { body.appendChild(empty); }
        });
      });
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Item filters: severity, status, file, phase, WCAG criterion and free text; the state is kept in the URL hash
  // (#items?severity=high&q=spring) so a filtered view can be reloaded and shared.

  function setUpFilters() {
    var form = doc.querySelector("[data-filters]");
    if (!form) { return; }
    var table = doc.getElementById(form.getAttribute("data-table"));
    if (!table || !table.tBodies[0]) { return; }
    var body = table.tBodies[0];
    var section = form.closest("section[aria-labelledby]");
    var anchor = section ? section.getAttribute("aria-labelledby") : "items";
    var selects = form.querySelectorAll("[data-filter]");
    var textInput = form.querySelector("[data-filter-text]");
    var wordMatch = {};
    each(selects, function (select) {
      if (select.getAttribute("data-filter-match") === "word") { wordMatch[select.getAttribute("data-filter")] = true; }
    });
    var status = form.querySelector("[data-filter-status]");
    var rows = Array.prototype.slice.call(body.querySelectorAll("tr[data-filterable]"));
    var columns = table.tHead ? table.tHead.rows[0].cells.length : 1;
    var empty = make("tr", "no-match");
    var emptyCell = make("td", null, "No items match these filters.");
    emptyCell.colSpan = columns;
    empty.appendChild(emptyCell);
    empty.hidden = true;
    body.appendChild(empty);
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); });

    function state() {
      var values = {};
      each(selects, function (select) { if (select.value) { values[select.getAttribute("data-filter")] = select.value; } });
      if (textInput && textInput.value.trim()) { values.q = textInput.value.trim(); }
      return values;
    }

    function apply(updateHash) {
      var values = state();
      var words = (values.q || "").toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      rows.forEach(function (row) {
        var visible = Object.keys(values).every(function (key) {
          if (key === "q") { return true; }
          var value = row.getAttribute("data-" + key) || "";
          // data-filter-match="word": the row's attribute is a space-separated list (WCAG criteria).
          return wordMatch[key] ? value.split(/\s+/).indexOf(values[key]) !== -1 : value === values[key];
        }) && words.every(function (word) { return text(row).toLowerCase().indexOf(word) !== -1; });
        if (visible) { row.removeAttribute("data-filtered-out"); shown++; } else { row.setAttribute("data-filtered-out", ""); }
      });
      empty.hidden = shown !== 0;
      if (status) {
        status.textContent = shown === rows.length ? "All " + rows.length + " items shown"
                                                    : shown + " of " + rows.length + " items shown";
      }
      if (updateHash) { writeHash(values); }
    }

    function writeHash(values) {
      var query = Object.keys(values).sort().map(function (key) {
        return encodeURIComponent(key) + "=" + encodeURIComponent(values[key]);
      }).join("&");
      var hash = query ? "#" + anchor + "?" + query : "#" + anchor;
      try { history.replaceState(null, "", hash); } catch (error) { /* some browsers refuse on file:// */ }
    }

    function readHash() {
      var hash = decodeURIComponent(location.hash.slice(1));
      var prefix = anchor + "?";
      if (location.hash.slice(1, prefix.length + 1) !== prefix) { return false; }
      var values = {};
      location.hash.slice(prefix.length + 1).split("&").forEach(function (pair) {
        var at = pair.indexOf("=");
        if (at > 0) { values[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, " ")); }
      });
      each(selects, function (select) {
        var value = values[select.getAttribute("data-filter")] || "";
        select.value = Array.prototype.some.call(select.options, function (o) { return o.value === value; }) ? value : "";
      });
      if (textInput) { textInput.value = values.q || ""; }
      return hash.length > 0;
    }

    each(selects, function (select) { select.addEventListener("change", function () { apply(true); }); });
    if (textInput) { textInput.addEventListener("input", function () { apply(true); }); }
    var reset = form.querySelector("[data-filter-reset]");
    if (reset) {
      reset.addEventListener("click", function () {
        each(selects, function (select) { select.value = ""; });
        if (textInput) { textInput.value = ""; }
        apply(true);
      });
    }
    var exportButton = form.querySelector("[data-export-csv]");
    if (exportButton) {
      exportButton.addEventListener("click", function () {
        var name = exportButton.getAttribute("data-file-name") || "items.csv";
        download(name, tableCSV(table, rows.filter(function (row) { return !row.hasAttribute("data-filtered-out"); })));
      });
    }
    window.addEventListener("hashchange", function () { if (readHash()) { apply(false); scrollToSection(); } });
    var fromHash = readHash();
    apply(false);
    if (fromHash) { scrollToSection(); }

    function scrollToSection() {
      var target = doc.getElementById(anchor);
      if (target && target.scrollIntoView) { target.scrollIntoView(); }
    }
  }

  // CSV of the shown rows in docgen's one item schema (the same columns and values as reports/<audit>.csv):
  // the table's data-csv-header and each row's data-csv line, made by docgen with plain-text cells and
  // formula-like cells neutralised. A row without a line (a theme's own table) is left out.
  function tableCSV(table, rows) {
    var lines = [table.getAttribute("data-csv-header") || ""];
    rows.forEach(function (row) {
      var line = row.getAttribute("data-csv");
      if (line !== null) { lines.push(line); }
    });
    return lines.join("\r\n") + "\r\n";
  }

  // A Blob download: works from file:// (no request leaves the page).
  function download(name, content) {
    var blob = new Blob(["\ufeff" + content], {type: "text/csv;charset=utf-8"});
    var url = URL.createObjectURL(blob);
    var link = make("a");
    link.href = url;
    link.download = name;
    link.hidden = true;
    doc.body.appendChild(link);
    link.click();
    doc.body.removeChild(link);
    window.setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  // ---------------------------------------------------------------------------------------------
  // Search over titles, headings, audit items and body text. The index (assets/search-index.js)
  // is loaded by <script src> on the first focus of the search box, since fetch() is blocked on
  // file://. Ranking: a title match before a heading, an item, then body text.

  var WEIGHTS = {title: 4, heading: 3, item: 2, body: 1};
  var MAX_GROUPS = 8;
  var MAX_HITS = 3;

  function normalize(token) { return /^\d+$/.test(token) ? token.replace(/^0+(?=\d)/, "") : token; }
  function tokens(value) {
    var found = (value || "").toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
    return found.map(normalize);
  }
  function slug(value) {
    return value.toLowerCase().replace(/[^a-z0-9_\- ]/g, "").replace(/ /g, "-");
  }

  function Index(data) {
    var self = this;
    this.pages = [];
    this.headings = [];
    data.pages.forEach(function (page, number) {
      self.pages.push({path: page[0], title: page[1], excerpt: page[2] || "",
                       words: tokens(page[1] + " " + page[0].replace(/\.html$/, ""))});
      page.slice(3).forEach(function (entry) {
        var tab = entry.indexOf("\t");
        var headingText = tab < 0 ? entry : entry.slice(0, tab);
        self.headings.push({page: number, text: headingText, anchor: tab < 0 ? slug(entry) : entry.slice(tab + 1),
                            words: tokens(headingText)});
      });
    });
    var files = data.files || [];
    this.items = (data.items || []).map(function (item) {
      var file = files[item[3]] || ["", ""];
      return {page: item[0], id: item[1], summary: item[2], file: file[1], href: file[0] + "#" + item[6],
              severity: item[4], status: item[5],
              words: tokens([item[1], item[2], file[1], item[4], item[5]].join(" "))};
    });
    this.terms = decodeTerms(data.terms || "");
    this.postings = data.postings ? data.postings.split(" ") : [];
    this.decoded = {};
    this.common = {};
    (data.common || []).forEach(function (term) { self.common[term] = true; });
    this.pageCount = this.pages.length;
  }

  // Terms are sorted and front-coded: space-separated entries of one base-36 digit (characters
  // shared with the previous term) followed by the rest of the term.
  function decodeTerms(coded) {
    var out = [], previous = "";
    if (!coded) { return out; }
    coded.split(" ").forEach(function (entry) {
      previous = previous.slice(0, parseInt(entry.charAt(0), 36)) + entry.slice(1);
      out.push(previous);
    });
    return out;
  }

  // A term's pages: base-32 gaps (last digit 0-9a-v, others A-Z+/-_.!) or "~" and a bitset.
  var B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  var LAST = "0123456789abcdefghijklmnopqrstuv", MORE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ+/-_.!";
  Index.prototype.pagesOfTerm = function (index) {
    if (this.decoded[index]) { return this.decoded[index]; }
    var coded = this.postings[index] || "", pages = [], i;
    if (coded.charAt(0) === "~") {
      for (i = 1; i < coded.length; i++) {
        var bits = B64.indexOf(coded.charAt(i));
        for (var b = 0; b < 6; b++) { if (bits & (32 >> b)) { pages.push((i - 1) * 6 + b); } }
      }
    } else {
      var previous = -1, gap = 0;
      for (i = 0; i < coded.length; i++) {
        var c = coded.charAt(i), more = MORE.indexOf(c);
        if (more >= 0) { gap = gap * 32 + more; continue; }
        gap = gap * 32 + LAST.indexOf(c);
        previous += gap + 1;
        pages.push(previous);
        gap = 0;
      }
    }
    this.decoded[index] = pages;
    return pages;
  };

  // Pages whose body holds a word starting with `word` (exact for words shorter than 3 characters);
  // null when the word is too common to be indexed (it then narrows nothing).
  Index.prototype.bodyPages = function (word) {
    if (this.common[word]) { return null; }
    var terms = this.terms, lo = 0, hi = terms.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (terms[mid] < word) { lo = mid + 1; } else { hi = mid; } }
    var set = {};
    for (var i = lo; i < terms.length && terms[i].lastIndexOf(word, 0) === 0; i++) {
      if (word.length < 3 && terms[i] !== word) { break; }
      this.pagesOfTerm(i).forEach(function (page) { set[page] = true; });
    }
    var self = this;
    Object.keys(this.common).forEach(function (term) {
      if (word.length >= 3 && term.lastIndexOf(word, 0) === 0) { for (var p = 0; p < self.pageCount; p++) { set[p] = true; } }
    });
    return set;
  };

  function matchesAll(words, queryWords) {
    return queryWords.every(function (q) { return words.some(function (w) { return w.lastIndexOf(q, 0) === 0; }); });
  }
  function countMatches(words, queryWords) {
    return queryWords.filter(function (q) { return words.some(function (w) { return w.lastIndexOf(q, 0) === 0; }); }).length;
  }

  Index.prototype.search = function (query) {
    var queryWords = tokens(query).filter(function (word, i, all) { return all.indexOf(word) === i; });
    if (!queryWords.length) { return null; }
    var self = this, groups = {};
    function group(page) {
      if (!groups[page]) {
        groups[page] = {page: page, score: 0, titleWords: countMatches(self.pages[page].words, queryWords), hits: []};
      }
      return groups[page];
    }
    this.pages.forEach(function (page, index) {
      if (matchesAll(page.words, queryWords)) { group(index).score = WEIGHTS.title; }
    });
    this.headings.forEach(function (heading) {
      var page = self.pages[heading.page];
      if (countMatches(heading.words, queryWords) && matchesAll(heading.words.concat(page.words), queryWords)) {
        var g = group(heading.page);
        g.score = Math.max(g.score, WEIGHTS.heading);
        g.hits.push({kind: "heading", heading: heading, rank: WEIGHTS.heading});
      }
    });
    this.items.forEach(function (item) {
      if (matchesAll(item.words, queryWords)) {
        var g = group(item.page);
        g.score = Math.max(g.score, WEIGHTS.item);
        g.hits.push({kind: "item", item: item, rank: WEIGHTS.item});
      }
    });
    var body = null;
    queryWords.forEach(function (word) {
      var pages = self.bodyPages(word);
      if (pages === null) { return; }
      var titled = {};
      self.pages.forEach(function (page, index) { if (matchesAll(page.words, [word])) { titled[index] = true; } });
      var next = {};
      Object.keys(pages).concat(Object.keys(titled)).forEach(function (page) {
        if (body === null || body[page]) { next[page] = true; }
      });
      body = next;
    });
    if (body === null) { body = {}; } // only words too common to index: titles, headings and items decide
    Object.keys(body).forEach(function (page) { var g = group(+page); g.score = Math.max(g.score, WEIGHTS.body); });
    var list = Object.keys(groups).map(function (key) { return groups[key]; }).filter(function (g) { return g.score > 0; });
    list.sort(function (a, b) { return b.score - a.score || b.titleWords - a.titleWords || b.hits.length - a.hits.length || a.page - b.page; });
    var total = 0;
    list.forEach(function (g) { total += 1 + g.hits.length; });
    return {words: queryWords, groups: list, total: total};
  };

  // Text with every word that starts with a query word in <mark>, built as DOM nodes (never HTML).
  function highlighted(value, queryWords) {
    var fragment = doc.createDocumentFragment();
    var pattern = /[\p{L}\p{N}]+/gu, last = 0, match;
    while ((match = pattern.exec(value)) !== null) {
      var word = normalize(match[0].toLowerCase());
      if (queryWords.some(function (q) { return word.lastIndexOf(q, 0) === 0; })) {
        if (match.index > last) { fragment.appendChild(doc.createTextNode(value.slice(last, match.index))); }
        fragment.appendChild(make("mark", null, match[0]));
        last = match.index + match[0].length;
      }
    }
    if (last < value.length) { fragment.appendChild(doc.createTextNode(value.slice(last))); }
    return fragment;
  }

  function snippet(value, queryWords, length) {
    if (!value) { return ""; }
    var lower = value.toLowerCase(), at = -1;
    queryWords.some(function (q) { at = lower.indexOf(q); return at >= 0; });
    if (at < 0 || value.length <= length) { return value.length > length ? value.slice(0, length) + "…" : value; }
    var start = Math.max(0, at - Math.floor(length / 3));
    var end = Math.min(value.length, start + length);
    return (start > 0 ? "…" : "") + value.slice(start, end) + (end < value.length ? "…" : "");
  }

  function setUpSearch() {
    var box = doc.querySelector("[data-search]");
    if (!box) { return; }
    var input = box.querySelector("input");
    var results = doc.getElementById(input.getAttribute("aria-controls"));
    var status = box.querySelector("[data-search-status]");
    var source = box.getAttribute("data-index");
    var index = null, loading = false;
    box.hidden = false;

    function load() {
      if (index || loading) { return; }
      if (window.DOCGEN_SEARCH_INDEX) { index = new Index(window.DOCGEN_SEARCH_INDEX); return; }
      loading = true;
      var script = make("script");
      script.src = source;
      script.onload = function () {
        loading = false;
        if (window.DOCGEN_SEARCH_INDEX) { index = new Index(window.DOCGEN_SEARCH_INDEX); }
        render();
      };
      script.onerror = function () { loading = false; say("The search index could not be loaded."); };
      doc.head.appendChild(script);
    }

    function say(message) {
      results.textContent = "";
      results.appendChild(make("p", "search-status", message));
      results.hidden = false;
      if (status) { status.textContent = message; }
    }

    function close() { results.hidden = true; }

    function link(href, kind, title, detail, queryWords) {
      var a = make("a");
      a.href = root + href;
      if (kind) { a.appendChild(make("span", "search-kind", kind)); }
      var titleSpan = make("span", "search-title");
      titleSpan.appendChild(highlighted(title, queryWords));
      a.appendChild(titleSpan);
      if (detail) {
        var detailSpan = make("span", "search-snippet");
        detailSpan.appendChild(highlighted(detail, queryWords));
        a.appendChild(detailSpan);
      }
      return a;
    }

    function render() {
      var query = input.value;
      if (!query.trim()) { results.textContent = ""; close(); if (status) { status.textContent = ""; } return; }
      if (!index) { load(); if (!index) { say("Loading the search index…"); return; } }
      var found = index.search(query);
      if (!found || !found.groups.length) { say("No results for \u201c" + query.trim() + "\u201d."); return; }
      results.textContent = "";
      var list = make("ul");
      var shown = 0;
      found.groups.slice(0, MAX_GROUPS).forEach(function (g) {
        var page = index.pages[g.page];
        var item = make("li", "search-group");
        var inner = make("ul");
        var top = make("li", "search-page");
        top.appendChild(link(page.path, null, page.title, snippet(page.excerpt, found.words, 140), found.words));
        inner.appendChild(top);
        shown++;
        g.hits.sort(function (a, b) { return b.rank - a.rank; });
        g.hits.slice(0, MAX_HITS).forEach(function (hit) {
          var li = make("li", "search-hit");
          if (hit.kind === "heading") {
            li.appendChild(link(page.path + "#" + hit.heading.anchor, "Section", hit.heading.text, "", found.words));
          } else {
            var it = hit.item;
            li.appendChild(link(it.href, "Item · " + it.severity + " · " + it.status, it.id,
                                it.summary + " — " + it.file, found.words));
          }
          inner.appendChild(li);
          shown++;
        });
        item.appendChild(inner);
        list.appendChild(item);
      });
      results.appendChild(list);
      var more = found.total - shown;
      if (more > 0) { results.appendChild(make("p", "search-more", more + " more " + (more === 1 ? "result" : "results") + ": add words to narrow the search.")); }
      results.hidden = false;
      if (status) {
        status.textContent = found.total + (found.total === 1 ? " result" : " results") + " in " + found.groups.length +
          (found.groups.length === 1 ? " page" : " pages") + ". Down arrow to reach them.";
      }
    }

    function links() { return Array.prototype.slice.call(results.querySelectorAll("a")); }

    input.addEventListener("focus", function () { load(); if (input.value.trim()) { render(); } });
    input.addEventListener("input", render);
    box.addEventListener("keydown", function (event) {
      var all = links(), at = all.indexOf(doc.activeElement);
      if (event.key === "Escape") {
        if (!results.hidden) { close(); input.focus(); event.preventDefault(); }
        else if (input.value) { input.value = ""; render(); }
      } else if (event.key === "ArrowDown" && !results.hidden && all.length) {
        all[Math.min(at + 1, all.length - 1)].focus();
        event.preventDefault();
      } else if (event.key === "ArrowUp" && at >= 0) {
        if (at === 0) { input.focus(); } else { all[at - 1].focus(); }
        event.preventDefault();
      } else if (event.key === "Enter" && doc.activeElement === input && all.length) {
        all[0].click();
        event.preventDefault();
      }
    });
    box.addEventListener("focusout", function (event) {
      if (!event.relatedTarget || !box.contains(event.relatedTarget)) { close(); }
    });
  }

  // ---------------------------------------------------------------------------------------------

  function start() {
    setUpThemeToggle();
    setUpNavToggle();
    setUpSearch();
    setUpSortableTables();
    setUpFilters();
    setUpCopyButtons();
  }

  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
