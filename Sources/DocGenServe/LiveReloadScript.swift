/// The script `docgen serve` adds to every page it sends (never to built files).
///
/// It listens to the server's events: it reloads the page, keeping the scroll position, when a
/// build changed the page or a stylesheet or script; shows the located errors of a failed build
/// over the page until the next good build; and shows a failed coverage gate as a banner. It sets
/// styles through the DOM, so the pages' Content-Security-Policy (no inline styles) holds.
enum LiveReloadScript {
    static let source = #"""
    (function () {
      "use strict";
      var page = decodeURIComponent(location.pathname.replace(/^\//, ""));
      if (page === "" || page.slice(-1) === "/") { page += "index.html"; }
      var key = "docgen-serve-scroll:" + page;
      var saved = sessionStorage.getItem(key);
      if (saved !== null) {
        sessionStorage.removeItem(key);
        var restore = function () { window.scrollTo(0, Number(saved)); };
        if (document.readyState === "complete") { restore(); } else { window.addEventListener("load", restore); }
      }
      var panels = {};
      function style(element, rules) {
        for (var name in rules) { element.style.setProperty(name, rules[name]); }
      }
      function show(kind, title, text) {
        hide(kind);
        var panel = document.createElement("section");
        panel.id = "docgen-serve-" + kind;
        panel.setAttribute("role", kind === "failure" ? "alert" : "status");
        panel.setAttribute("aria-label", title);
        style(panel, {
          "position": "fixed", "left": "0", "right": "0", "z-index": "2147483647", "margin": "0",
          "padding": "1rem", "font": "14px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace",
          "color": "#fff", "box-shadow": "0 2px 12px rgba(0,0,0,.4)", "overflow": "auto"
        });
        if (kind === "failure") {
          style(panel, { "top": "0", "bottom": "0", "background": "rgba(60, 0, 0, .95)" });
        } else {
          style(panel, { "top": "0", "max-height": "40vh", "background": "#8a4b00" });
        }
        var heading = document.createElement("p");
        heading.textContent = title;
        style(heading, { "font-weight": "bold", "margin": "0 0 .5rem" });
        var body = document.createElement("pre");
        body.textContent = text;
        style(body, { "white-space": "pre-wrap", "margin": "0" });
        var close = document.createElement("button");
        close.type = "button";
        close.textContent = "Dismiss";
        close.addEventListener("click", function () { hide(kind); });
        style(close, { "margin-top": "1rem" });
        panel.appendChild(heading);
        panel.appendChild(body);
        panel.appendChild(close);
        document.body.appendChild(panel);
        panels[kind] = panel;
      }
      function hide(kind) {
        if (panels[kind]) { panels[kind].remove(); delete panels[kind]; }
      }
      var events = new EventSource("/__docgen/events");
      events.addEventListener("reload", function (event) {
        var changed = JSON.parse(event.data).changed;
        var affected = changed.indexOf(page) >= 0 || changed.some(function (path) { return /\.(css|js)$/.test(path); });
        if (affected || document.documentElement.hasAttribute("data-docgen-serve-placeholder")) {
          sessionStorage.setItem(key, String(window.scrollY));
          location.reload();
        }
      });
      events.addEventListener("failure", function (event) {
        show("failure", "docgen: the last build failed; this page is from the last good build", JSON.parse(event.data).text);
      });
      events.addEventListener("gate", function (event) {
        hide("failure");
        show("gate", "docgen: a coverage gate failed", JSON.parse(event.data).text);
      });
      events.addEventListener("ok", function () { hide("failure"); hide("gate"); });
    })();
    """#
}
