// docgen default theme: progressive enhancement only. Everything on the page is readable
// without this file; it adds search, sortable tables and item filters.
(function () {
  "use strict";

  var root = document.documentElement.getAttribute("data-root") || "";

  function text(el) { return (el.textContent || "").trim(); }

  // Search over page titles, headings and descriptions, from assets/search-index.js
  // (loaded with <script src>, since fetch() is blocked on file:// URLs).
  function setUpSearch() {
    var box = document.querySelector("[data-search]");
    var index = window.DOCGEN_SEARCH_INDEX;
    if (!box || !Array.isArray(index)) { return; }
    var input = box.querySelector("input");
    var results = box.querySelector(".search-results");
    box.hidden = false;

    function render(query) {
      results.textContent = "";
      var words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) { return; }
      var hits = [];
      for (var i = 0; i < index.length && hits.length < 12; i++) {
        var entry = index[i];
        var haystack = (entry.t + " " + (entry.s || "") + " " + (entry.d || "")).toLowerCase();
        if (words.every(function (w) { return haystack.indexOf(w) !== -1; })) { hits.push(entry); }
      }
      if (hits.length === 0) {
        var none = document.createElement("p");
        none.textContent = "No results for \u201c" + query + "\u201d.";
        results.appendChild(none);
        return;
      }
      var list = document.createElement("ul");
      hits.forEach(function (entry) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = root + entry.u;
        link.textContent = entry.t;
        if (entry.s) {
          var where = document.createElement("span");
          where.className = "search-where";
          where.textContent = " \u2014 " + entry.s;
          link.appendChild(where);
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      results.appendChild(list);
    }

    input.addEventListener("input", function () { render(input.value); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; render(""); }
    });
  }

  // Tables marked data-sortable: headers become buttons; aria-sort tells the current order.
  function setUpSortableTables() {
    document.querySelectorAll("table[data-sortable]").forEach(function (table) {
      var body = table.tBodies[0];
      if (!body) { return; }
      var headers = table.tHead ? table.tHead.rows[0].cells : [];
      Array.prototype.forEach.call(headers, function (th, column) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "sort";
        button.textContent = text(th);
        th.textContent = "";
        th.appendChild(button);
        button.addEventListener("click", function () {
          var ascending = th.getAttribute("aria-sort") !== "ascending";
          Array.prototype.forEach.call(headers, function (other) { other.removeAttribute("aria-sort"); });
          th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
          var rows = Array.prototype.slice.call(body.rows);
          rows.sort(function (a, b) {
            var x = a.cells[column], y = b.cells[column];
            var kx = x.getAttribute("data-sort") || text(x), ky = y.getAttribute("data-sort") || text(y);
            var nx = parseFloat(kx), ny = parseFloat(ky);
            var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : kx.localeCompare(ky);
            return ascending ? order : -order;
          });
          rows.forEach(function (row) { body.appendChild(row); });
        });
      });
    });
  }

  // Filters: <select data-filter="severity"> hides elements whose data-severity differs;
  // with data-filter-match="word", elements whose space-separated data-… list lacks the value.
  function matches(select, el) {
    var value = el.getAttribute("data-" + select.getAttribute("data-filter")) || "";
    if (select.getAttribute("data-filter-match") === "word") {
      return value.split(/\s+/).indexOf(select.value) !== -1;
    }
    return value === select.value;
  }

  function setUpFilters() {
    var form = document.querySelector("[data-filters]");
    if (!form) { return; }
    form.hidden = false;
    var selects = form.querySelectorAll("select[data-filter]");
    var targets = document.querySelectorAll("[data-filterable]");
    var status = form.querySelector("[data-filter-status]");
    function apply() {
      var shown = 0;
      targets.forEach(function (el) {
        var visible = Array.prototype.every.call(selects, function (select) {
          return !select.value || matches(select, el);
        });
        if (visible) { el.removeAttribute("data-filtered-out"); shown++; } else { el.setAttribute("data-filtered-out", ""); }
      });
      if (status) { status.textContent = shown + " of " + targets.length + " shown"; }
    }
    selects.forEach(function (select) { select.addEventListener("change", apply); });
    apply();
  }

  function start() {
    setUpSearch();
    setUpSortableTables();
    setUpFilters();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
