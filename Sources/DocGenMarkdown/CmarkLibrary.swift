import Foundation
internal import CCmarkGFM

/// The process-wide state of cmark-gfm: its extensions, registered once, and the lock that
/// works around the library's one piece of shared mutable state.
///
/// `cmark_parser_finish` adds the extensions' special inline characters to a global table before
/// parsing inlines and removes them afterwards (cmark-gfm 0.29.0.gfm.6, `inlines.c`), so two
/// concurrent finishes can make a third parse miss `~~strikethrough~~` or autolinks. Block parsing
/// and HTML rendering touch no global state and run concurrently; only `finish` is serialised.
struct CmarkLibrary: @unchecked Sendable {
    /// The extensions every parser attaches, in a fixed order.
    let extensions: [OpaquePointer]
    /// Serialises `cmark_parser_finish`.
    let finishLock = NSLock()

    /// The names of the GFM extensions docgen enables.
    static let extensionNames = ["table", "tasklist", "strikethrough", "autolink", "tagfilter"]

    /// The library, registered on first use; Swift runs this initialiser exactly once, thread-safely.
    static let shared = CmarkLibrary()

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        extensions = Self.extensionNames.compactMap { name in cmark_find_syntax_extension(name) }
    }

    /// Parses `markdown` into a document the caller owns (free it with `cmark_node_free`), together with
    /// the parser, whose extension list the HTML renderer needs (free it with `cmark_parser_free`).
    func parse(_ markdown: String, options: Int32) -> (parser: OpaquePointer, document: OpaquePointer)? {
        guard let parser = cmark_parser_new(options) else { return nil }
        for extensionPointer in extensions {
            cmark_parser_attach_syntax_extension(parser, extensionPointer)
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        finishLock.lock()
        let document = cmark_parser_finish(parser)
        finishLock.unlock()
        guard let document else {
            cmark_parser_free(parser)
            return nil
        }
        return (parser, document)
    }

    /// Renders `document` with cmark-gfm's HTML renderer and frees the C string it returns.
    func renderHTML(_ document: OpaquePointer, parser: OpaquePointer, options: Int32) -> String {
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
        return String(cString: rendered)
    }
}
