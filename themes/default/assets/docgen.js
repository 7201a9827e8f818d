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
  // Scroll regions (tables and code in a labelled group with tabindex="0", so that a keyboard can
  // scroll what is wider than the screen): a region that does not scroll at the current width is no tab
  // stop; it becomes one again when it does (a narrower window, a larger text size).

  function setUpScrollRegions() {
    var regions = Array.prototype.slice.call(doc.querySelectorAll(".table-scroll[tabindex], .code-scroll[tabindex], .comparison-code[tabindex]"));
    if (!regions.length) { return; }
    function update() {
      regions.forEach(function (region) {
        var scrolls = region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1;
        if (scrolls) { region.setAttribute("tabindex", "0"); } else if (region !== doc.activeElement) { region.removeAttribute("tabindex"); }
      });
    }
    update();
    if (window.ResizeObserver) {
      var observer = new ResizeObserver(update);
      // The region's own box, and what it holds (a filtered table narrows inside a region of the same size).
      regions.forEach(function (region) {
        observer.observe(region);
        if (region.firstElementChild) { observer.observe(region.firstElementChild); }
      });
    } else {
      window.addEventListener("resize", update);
    }
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
  // file://. Ranking: an item whose id is the query first, then the items tables a query of filter
  // words leads to (a WCAG number, a status, a verification, a severity), a title match, a heading,
  // an item, then body text. A word found nowhere is looked for again one edit away ("reduse" finds
  // "reduce"). Words split as docgen splits them (SearchTokens): digits joined by dots stay one word.

  var WEIGHTS = {exact: 6, facet: 5, title: 4, heading: 3, item: 2, body: 1};
  var MAX_GROUPS = 8;
  var MAX_HITS = 3;
  var MAX_ALTERNATIVES = 12;
  var WORD_SOURCE = "[0-9]+(?:\\.[0-9]+)+[\\p{L}\\p{N}]*|[\\p{L}\\p{N}]+";

  function normalize(token) { return /^\d+$/.test(token) ? token.replace(/^0+(?=\d)/, "") : token; }
  function tokens(value) {
    var found = (value || "").toLowerCase().match(new RegExp(WORD_SOURCE, "gu")) || [];
    return found.map(normalize);
  }
  function slug(value) {
    return value.toLowerCase().replace(/[^a-z0-9_\- ]/g, "").replace(/ /g, "-");
  }
  function decoded(href) { try { return decodeURIComponent(href); } catch (error) { return href; } }
  function isDotted(word) { return word.indexOf(".") >= 0; }

  // Whether the word `w` matches the query word `q`: it starts with it; a number with dots matches only
  // itself and the numbers under it (2.3 finds 2.3.3; 1.4.1 does not find 1.4.10; 2 finds no 2.x.x).
  function wordMatches(w, q) {
    if (isDotted(q)) { return w === q || w.lastIndexOf(q + ".", 0) === 0; }
    return !isDotted(w) && w.lastIndexOf(q, 0) === 0;
  }

  // At most one edit (a letter changed, added, removed, or two neighbours swapped) between a and b.
  function withinOneEdit(a, b) {
    if (a === b) { return true; }
    var la = a.length, lb = b.length, i = 0;
    if (Math.abs(la - lb) > 1) { return false; }
    while (i < la && i < lb && a.charAt(i) === b.charAt(i)) { i++; }
    if (la === lb) {
      return a.slice(i + 1) === b.slice(i + 1) ||
        (a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2));
    }
    return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  }
  // Whether `w` starts with a word one edit away from `q` ("reduse" → "reduced", "animaton" → "animations").
  function nearPrefix(q, w) {
    for (var length = q.length - 1; length <= q.length + 1; length++) {
      if (length > 0 && length <= w.length && withinOneEdit(q, w.slice(0, length))) { return true; }
    }
    return false;
  }

  function Index(data) {
    var self = this;
    this.pages = [];
    this.headings = [];
    data.pages.forEach(function (page, number) {
      self.pages.push({href: page[0], title: page[1], excerpt: page[2] || "",
                       words: tokens(page[1] + " " + decoded(page[0]).replace(/\.html$/, ""))});
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
      var criteria = (item[8] || "").split(" ").filter(Boolean);
      return {page: item[0], id: item[1], summary: item[2], file: file[1], href: file[0] + "#" + item[6],
              severity: item[4], status: item[5], verification: item[7] || "", criteria: criteria,
              words: tokens([item[1], item[2], file[1], item[4], item[5], item[7] || ""].concat(criteria).join(" "))};
    });
    this.audits = (data.audits || []).map(function (audit) {
      return {page: audit[0], severities: (audit[1] || "").split(" ").filter(Boolean)};
    });
    this.labels = {status: {}, verification: {}, criteria: {}, severity: {}};
    (data.statuses || []).forEach(function (pair) { self.labels.status[pair[0]] = pair[1]; });
    (data.verifications || []).forEach(function (pair) { self.labels.verification[pair[0]] = pair[1]; });
    (data.criteria || []).forEach(function (pair) { self.labels.criteria[pair[0]] = pair[1]; });
    this.audits.forEach(function (audit) { audit.severities.forEach(function (s) { self.labels.severity[s] = s; }); });
    this.terms = decodeTerms(data.terms || "");
    this.postings = data.postings ? data.postings.split(" ") : [];
    this.decoded = {};
    this.common = {};
    (data.common || []).forEach(function (term) { self.common[term] = true; });
    this.pageCount = this.pages.length;
    this.vocabulary = null;
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

  function lowerBound(sorted, word) {
    var lo = 0, hi = sorted.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (sorted[mid] < word) { lo = mid + 1; } else { hi = mid; } }
    return lo;
  }

  // Pages whose body holds a word matching `word` (exact for words shorter than 3 characters);
  // null when the word is too common to be indexed (it then narrows nothing).
  Index.prototype.bodyPages = function (word) {
    if (this.common[word]) { return null; }
    var terms = this.terms, set = {};
    for (var i = lowerBound(terms, word); i < terms.length && terms[i].lastIndexOf(word, 0) === 0; i++) {
      if (word.length < 3 && terms[i] !== word) { break; }
      if (!wordMatches(terms[i], word)) { continue; }
      this.pagesOfTerm(i).forEach(function (page) { set[page] = true; });
    }
    var self = this;
    Object.keys(this.common).forEach(function (term) {
      if (word.length >= 3 && wordMatches(term, word)) { for (var p = 0; p < self.pageCount; p++) { set[p] = true; } }
    });
    return set;
  };

  // Every word the index knows, sorted: titles, headings, items and body text (made on first need).
  Index.prototype.words = function () {
    if (this.vocabulary) { return this.vocabulary; }
    var seen = {};
    function add(words) { words.forEach(function (w) { seen[w] = true; }); }
    this.pages.forEach(function (p) { add(p.words); });
    this.headings.forEach(function (h) { add(h.words); });
    this.items.forEach(function (it) { add(it.words); });
    add(this.terms);
    add(Object.keys(this.common));
    var labels = this.labels;
    Object.keys(labels).forEach(function (kind) { add(Object.keys(labels[kind])); }); // filter words, even with no item
    this.vocabulary = Object.keys(seen).sort();
    return this.vocabulary;
  };

  // The words a query word stands for: itself when some word of the index matches it; else the words
  // one edit away (for words of 4 letters or more), closest first; none when there are none.
  Index.prototype.alternatives = function (q) {
    var words = this.words();
    for (var i = lowerBound(words, q); i < words.length && words[i].lastIndexOf(q, 0) === 0; i++) {
      if (wordMatches(words[i], q)) { return {words: [q], fuzzy: false}; }
    }
    if (q.length < 4 || /^[0-9.]+$/.test(q)) { return {words: [q], fuzzy: false}; }
    var whole = [], prefixed = [];
    words.forEach(function (w) {
      if (isDotted(w) || w.length < q.length - 1) { return; }
      if (withinOneEdit(q, w)) { whole.push(w); } else if (nearPrefix(q, w)) { prefixed.push(w); }
    });
    return {words: whole.concat(prefixed).slice(0, MAX_ALTERNATIVES), fuzzy: true};
  };

  function slotMatched(words, slot) {
    return slot.some(function (q) { return words.some(function (w) { return wordMatches(w, q); }); });
  }
  function matchesAll(words, slots) { return slots.every(function (slot) { return slotMatched(words, slot); }); }
  function countMatches(words, slots) { return slots.filter(function (slot) { return slotMatched(words, slot); }).length; }

  // The items-table filters a query names when every word is one (2.3.3, exempt, unverified, critical);
  // null otherwise, or when two words name the same filter.
  Index.prototype.facets = function (queryWords) {
    var labels = this.labels, chosen = {};
    var ok = queryWords.every(function (word) {
      var kind = labels.criteria[word] !== undefined ? "criteria" : labels.status[word] !== undefined ? "status"
        : labels.verification[word] !== undefined ? "verification" : labels.severity[word] !== undefined ? "severity" : null;
      if (!kind || chosen[kind]) { return false; }
      chosen[kind] = word;
      return true;
    });
    return ok && queryWords.length ? chosen : null;
  };

  Index.prototype.facetHit = function (audit, chosen) {
    if (chosen.severity && audit.severities.indexOf(chosen.severity) < 0) { return null; }
    var keys = Object.keys(chosen).sort();
    var count = this.items.filter(function (item) {
      return item.page === audit.page && keys.every(function (key) {
        return key === "criteria" ? item.criteria.indexOf(chosen.criteria) >= 0 : item[key] === chosen[key];
      });
    }).length;
    // The table offers only the criteria its items name: no link to a filter it would not apply.
    if (chosen.criteria && !this.items.some(function (item) {
      return item.page === audit.page && item.criteria.indexOf(chosen.criteria) >= 0;
    })) { return null; }
    var labels = this.labels;
    var named = keys.map(function (key) {
      return key === "criteria" ? labels.criteria[chosen.criteria] : key === "verification" ? labels.verification[chosen[key]] : chosen[key];
    });
    var hash = keys.map(function (key) { return encodeURIComponent(key) + "=" + encodeURIComponent(chosen[key]); }).join("&");
    return {kind: "facet", rank: WEIGHTS.facet, count: count, text: count + (count === 1 ? " item: " : " items: ") + named.join(", "),
            href: this.pages[audit.page].href + "#items?" + hash};
  };

  Index.prototype.search = function (query) {
    var self = this;
    var queryWords = tokens(query).filter(function (word, i, all) { return all.indexOf(word) === i; });
    if (!queryWords.length) { return null; }
    var corrected = [], missing = [];
    var slots = queryWords.map(function (word) {
      var found = self.alternatives(word);
      if (found.fuzzy) { if (found.words.length) { corrected.push({word: word, to: found.words[0]}); } else { missing.push(word); } }
      return found.words;
    });
    if (missing.length) { return {words: [], groups: [], total: 0, corrected: corrected}; }
    var allWords = [].concat.apply([], slots);
    var groups = {};
    function group(page) {
      if (!groups[page]) {
        groups[page] = {page: page, score: 0, titleWords: countMatches(self.pages[page].words, slots), hits: []};
      }
      return groups[page];
    }
    var wanted = query.trim().toLowerCase();
    var exact = this.items.filter(function (item) { return item.id.toLowerCase() === wanted; });
    var chosen = corrected.length ? null : this.facets(queryWords);
    if (chosen) {
      this.audits.forEach(function (audit) {
        var hit = self.facetHit(audit, chosen);
        if (hit) { var g = group(audit.page); g.score = WEIGHTS.facet; g.hits.push(hit); }
      });
    }
    this.pages.forEach(function (page, index) {
      if (matchesAll(page.words, slots)) { var g = group(index); g.score = Math.max(g.score, WEIGHTS.title); }
    });
    this.headings.forEach(function (heading) {
      var page = self.pages[heading.page];
      if (countMatches(heading.words, slots) && matchesAll(heading.words.concat(page.words), slots)) {
        var g = group(heading.page);
        g.score = Math.max(g.score, WEIGHTS.heading);
        g.hits.push({kind: "heading", heading: heading, rank: WEIGHTS.heading});
      }
    });
    this.items.forEach(function (item) {
      if (exact.indexOf(item) < 0 && matchesAll(item.words, slots)) {
        var g = group(item.page);
        g.score = Math.max(g.score, WEIGHTS.item);
        g.hits.push({kind: "item", item: item, rank: WEIGHTS.item});
      }
    });
    var body = null;
    slots.forEach(function (slot) {
      var pages = null;
      slot.forEach(function (word) {
        var found = self.bodyPages(word);
        if (found === null) { return; }
        pages = pages || {};
        Object.keys(found).forEach(function (page) { pages[page] = true; });
      });
      if (pages === null) { return; }
      self.pages.forEach(function (page, index) { if (matchesAll(page.words, [slot])) { pages[index] = true; } });
      var next = {};
      Object.keys(pages).forEach(function (page) { if (body === null || body[page]) { next[page] = true; } });
      body = next;
    });
    if (body === null) { body = {}; } // only words too common to index: titles, headings and items decide
    Object.keys(body).forEach(function (page) { var g = group(+page); g.score = Math.max(g.score, WEIGHTS.body); });
    var list = Object.keys(groups).map(function (key) { return groups[key]; }).filter(function (g) { return g.score > 0; });
    list.sort(function (a, b) { return b.score - a.score || b.titleWords - a.titleWords || b.hits.length - a.hits.length || a.page - b.page; });
    var total = exact.length;
    list.forEach(function (g) { total += 1 + g.hits.length; });
    return {words: allWords, groups: list, total: total, exact: exact, corrected: corrected};
  };

  // Text with every word that matches a query word in <mark>, built as DOM nodes (never HTML).
  function highlighted(value, queryWords) {
    var fragment = doc.createDocumentFragment();
    var pattern = new RegExp(WORD_SOURCE, "gu"), last = 0, match;
    while ((match = pattern.exec(value)) !== null) {
      var word = normalize(match[0].toLowerCase());
      if (queryWords.some(function (q) { return wordMatches(word, q); })) {
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

    function itemLink(it, words) {
      var label = index.labels.verification[it.verification];
      return link(it.href, "Item · " + it.severity + " · " + it.status + (label ? " · " + label : ""), it.id,
                  it.summary + " — " + it.file, words);
    }

    function render() {
      var query = input.value;
      if (!query.trim()) { results.textContent = ""; close(); if (status) { status.textContent = ""; } return; }
      if (!index) { load(); if (!index) { say("Loading the search index…"); return; } }
      var found = index.search(query);
      if (!found || !found.groups.length && !found.exact.length) { say("No results for \u201c" + query.trim() + "\u201d."); return; }
      results.textContent = "";
      var note = "";
      if (found.corrected.length) {
        note = "No match for " + found.corrected.map(function (c) { return "\u201c" + c.word + "\u201d"; }).join(", ") +
          ": showing results for " + found.corrected.map(function (c) { return "\u201c" + c.to + "\u201d"; }).join(", ") + ". ";
        results.appendChild(make("p", "search-note", note));
      }
      var list = make("ul");
      var shown = 0;
      found.exact.forEach(function (it) {
        var item = make("li", "search-group search-exact");
        item.appendChild(itemLink(it, found.words));
        list.appendChild(item);
        shown++;
      });
      found.groups.slice(0, MAX_GROUPS).forEach(function (g) {
        var page = index.pages[g.page];
        var item = make("li", "search-group");
        var inner = make("ul");
        var top = make("li", "search-page");
        top.appendChild(link(page.href, null, page.title, snippet(page.excerpt, found.words, 140), found.words));
        inner.appendChild(top);
        shown++;
        g.hits.sort(function (a, b) { return b.rank - a.rank; });
        var facets = g.hits.filter(function (hit) { return hit.kind === "facet"; });
        facets.concat(g.hits.filter(function (hit) { return hit.kind !== "facet"; }).slice(0, MAX_HITS)).forEach(function (hit) {
          var li = make("li", "search-hit");
          if (hit.kind === "facet") {
            li.appendChild(link(hit.href, "Items table", hit.text, "", found.words));
          } else if (hit.kind === "heading") {
            li.appendChild(link(page.href + "#" + hit.heading.anchor, "Section", hit.heading.text, "", found.words));
          } else {
            li.appendChild(itemLink(hit.item, found.words));
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
        var pages = found.groups.length + found.exact.filter(function (it) {
          return !found.groups.some(function (g) { return g.page === it.page; });
        }).length;
        status.textContent = note + found.total + (found.total === 1 ? " result" : " results") + " in " + pages +
          (pages === 1 ? " page" : " pages") + ". Down arrow to reach them.";
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
    setUpScrollRegions();
  }

  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
