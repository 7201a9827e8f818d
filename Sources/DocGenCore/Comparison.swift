/// The before/after code comparison component, shared by Markdown pages and audit item pages.
///
/// Markup (every piece of code and text is escaped with `HTML.escape`):
/// ```html
/// <figure class="comparison">
/// <figcaption class="comparison-caption">Loading spinner</figcaption>        (only with a caption)
/// <div class="comparison-panes">
/// <figure class="comparison-pane comparison-pane-before">
/// <figcaption class="comparison-label">Before</figcaption>
/// <pre class="comparison-code" role="group" tabindex="0" aria-label="Before: Loading spinner"><code class="language-swift">
/// <span class="comparison-line comparison-line-removed"><span class="comparison-marker" aria-hidden="true">−</span><del><span class="visually-hidden">removed: </span>old line</del>
/// </span><span class="comparison-line"><span class="comparison-marker" aria-hidden="true"> </span>same line
/// </span></code></pre>
/// </figure>
/// <figure class="comparison-pane comparison-pane-after"> … <ins><span class="visually-hidden">added: </span>…</ins> …
/// </div>
/// </figure>
/// ```
/// CSS classes for the theme:
/// - `comparison`: the whole component; `comparison-caption`: its optional caption.
/// - `comparison-panes`: holds the two panes; lay them side by side (grid or flex), stacked on narrow screens.
/// - `comparison-pane`, `comparison-pane-before`, `comparison-pane-after`: one pane each;
///   `comparison-label`: the visible "Before"/"After" label of a pane.
/// - `comparison-code`: the `<pre>` of a pane, a focusable labelled group so that a keyboard can scroll it; `comparison-line`: one line, its line break inside it, so it
///   reads right without CSS and may be `display: block` for a full-width background;
///   `comparison-line-removed` / `comparison-line-added`: a changed line (its text inside `<del>` / `<ins>`).
/// - `comparison-marker`: the gutter sign (`−`, `+` or a space), so change is not shown by colour alone;
///   best `user-select: none`. `visually-hidden`: text for screen readers only ("removed: ", "added: ").
public enum Comparison {
    /// What happened to one line of a pane.
    public enum LineChange: Hashable, Sendable {
        /// The line is in both versions.
        case unchanged
        /// The line is only in the before version.
        case removed
        /// The line is only in the after version.
        case added
    }

    /// The HTML of a comparison of `before` and `after` code in `language` (the `language-…` class of
    /// both panes, none when `nil` or empty), with an optional caption.
    ///
    /// Each pane is a labelled group named after what it shows, so that a page of several comparisons
    /// has no two regions of the same name: "Before: `subject`" (the subject, else the caption), or
    /// "Before code" when neither is given.
    public static func html(before: String, after: String, language: String?, caption: String?, subject: String? = nil) -> String {
        let beforeLines = lines(of: before)
        let afterLines = lines(of: after)
        let (removed, added) = changedLines(before: beforeLines, after: afterLines)
        var out = "<figure class=\"comparison\">\n"
        if let caption, !caption.isEmpty {
            out += "<figcaption class=\"comparison-caption\">\(HTML.escape(caption))</figcaption>\n"
        }
        out += "<div class=\"comparison-panes\">\n"
        let named = [subject, caption].compactMap { $0 }.first { !$0.isEmpty }
        out += pane(label: "Before", name: named.map { "Before: \($0)" } ?? "Before code", kind: "before", lines: beforeLines,
                    changed: removed, change: .removed, language: language)
        out += pane(label: "After", name: named.map { "After: \($0)" } ?? "After code", kind: "after", lines: afterLines,
                    changed: added, change: .added, language: language)
        out += "</div>\n</figure>\n"
        return out
    }

    /// The changes per line: `before` lines removed and `after` lines added, from the standard library's
    /// `CollectionDifference` after trimming the common start and end (very long differing middles are
    /// marked whole, which keeps the work linear in pathological inputs).
    public static func lineChanges(before: String, after: String) -> (before: [LineChange], after: [LineChange]) {
        let beforeLines = lines(of: before)
        let afterLines = lines(of: after)
        let (removed, added) = changedLines(before: beforeLines, after: afterLines)
        return (beforeLines.indices.map { removed.contains($0) ? .removed : .unchanged },
                afterLines.indices.map { added.contains($0) ? .added : .unchanged })
    }

    /// Above this many lines × lines in the differing middle, every middle line counts as changed.
    static let differenceBudget = 4_000_000

    static func lines(of code: String) -> [Substring] {
        if code.isEmpty { return [] }
        var lines = code.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func changedLines(before: [Substring], after: [Substring]) -> (removed: Set<Int>, added: Set<Int>) {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let beforeMiddle = before[prefix..<(before.count - suffix)]
        let afterMiddle = after[prefix..<(after.count - suffix)]
        if beforeMiddle.count * afterMiddle.count > differenceBudget {
            return (Set(beforeMiddle.indices), Set(afterMiddle.indices))
        }
        var removed = Set<Int>()
        var added = Set<Int>()
        for change in Array(afterMiddle).difference(from: Array(beforeMiddle)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(prefix + offset)
            case .insert(let offset, _, _): added.insert(prefix + offset)
            }
        }
        return (removed, added)
    }

    private static func pane(label: String, name: String, kind: String, lines: [Substring], changed: Set<Int>,
                             change: LineChange, language: String?) -> String {
        var out = "<figure class=\"comparison-pane comparison-pane-\(kind)\">\n"
        out += "<figcaption class=\"comparison-label\">\(label)</figcaption>\n"
        out += "<pre class=\"comparison-code\" role=\"group\" tabindex=\"0\" aria-label=\"\(HTML.escape(name))\"><code"
        if let language, !language.isEmpty { out += " class=\"language-\(HTML.escape(language))\"" }
        out += ">"
        let (marker, element, spoken, lineClass) = change == .removed
            ? ("−", "del", "removed: ", "comparison-line-removed")
            : ("+", "ins", "added: ", "comparison-line-added")
        for (index, line) in lines.enumerated() {
            if changed.contains(index) {
                out += "<span class=\"comparison-line \(lineClass)\"><span class=\"comparison-marker\" aria-hidden=\"true\">"
                out += "\(marker)</span><\(element)><span class=\"visually-hidden\">\(spoken)</span>"
                out += "\(HTML.escape(line))</\(element)>\n</span>"
            } else {
                out += "<span class=\"comparison-line\"><span class=\"comparison-marker\" aria-hidden=\"true\"> </span>"
                out += "\(HTML.escape(line))\n</span>"
            }
        }
        out += "</code></pre>\n</figure>\n"
        return out
    }
}
