// Runs before the page is drawn: applies the colour scheme the reader picked (if any) and marks
// that JavaScript runs, so the stylesheet can collapse the navigation on phones without a flash.
(function () {
  "use strict";
  var root = document.documentElement;
  root.classList.add("js");
  try {
    var theme = window.localStorage.getItem("docgen-theme");
    if (theme === "dark" || theme === "light") { root.setAttribute("data-theme", theme); }
  } catch (error) { /* storage may be unavailable from file:// in some browsers: keep the system's scheme */ }
})();
