/// A focusable, labelled scroll region around a table or a block of code that may be wider than the
/// screen: keyboard users can scroll it (WCAG 2.1.1), and screen readers announce it as a group with
/// its label. The same markup is used for Markdown content and for docgen's own pages. The theme's
/// script takes the tab stop away from a region that does not scroll (and gives it back when it does).
///
/// ```html
/// <div class="table-scroll" role="group" tabindex="0" aria-label="Table: Phase, Scope">…</div>
/// <div class="code-scroll" role="group" tabindex="0" aria-label="Swift code">…</div>
/// ```
public struct ScrollRegion: Sendable, Equatable {
    /// The CSS class: `table-scroll` or `code-scroll`.
    public var className: String
    /// The accessible name (plain text; escaped when written).
    public var label: String

    /// A region around a table.
    public static func table(label: String) -> ScrollRegion {
        ScrollRegion(className: "table-scroll", label: label)
    }

    /// A region around code in `language` ("Swift code"), or "Code" without one.
    public static func code(language: String?) -> ScrollRegion {
        guard let language, !language.isEmpty else { return ScrollRegion(className: "code-scroll", label: "Code") }
        return ScrollRegion(className: "code-scroll", label: language.prefix(1).uppercased() + language.dropFirst() + " code")
    }

    /// The opening tag.
    public var open: String {
        "<div class=\"\(className)\" role=\"group\" tabindex=\"0\" aria-label=\"\(HTML.escape(label))\">\n"
    }

    /// The closing tag.
    public var close: String { "</div>\n" }

    /// A code block in its region: `<pre><code class="language-…">` with the code escaped. With a
    /// `subject`, the region is named after it ("Swift code: loading-overlay.rotation"), so that a page
    /// of several blocks has no two regions of the same name.
    public static func codeBlock(_ code: String, language: String?, subject: String? = nil) -> String {
        var region = ScrollRegion.code(language: language)
        if let subject, !subject.isEmpty { region.label += ": " + subject }
        var html = region.open + "<pre><code"
        if let language, !language.isEmpty { html += " class=\"language-\(HTML.escape(language))\"" }
        return html + ">" + HTML.escape(code) + "</code></pre>\n" + region.close
    }
}
