import DocGenCore

/// The running header of a printed page: `@page` margin boxes with the product (or site), the page's
/// title and the report date. The page number ("Page 3 of 12") is the theme's, the same on every page.
///
/// Chromium and print engines support margin boxes; CSS can fill them only with strings, not with text
/// from the document, so each page carries its own rule in a `<style>` allowed by its hash.
enum PrintHeader {
    /// The rule; `right` is left out when `nil`.
    static func css(left: String, center: String, right: String?) -> String {
        var boxes = "@top-left{content:\(CSSText.string(left))}@top-center{content:\(CSSText.string(center))}"
        if let right { boxes += "@top-right{content:\(CSSText.string(right))}" }
        return "@page{\(boxes)}"
    }
}
