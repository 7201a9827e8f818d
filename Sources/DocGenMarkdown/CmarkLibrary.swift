import Foundation
internal import CCmarkGFM

/// The process-wide state of cmark-gfm: its extensions, registered once, and the one piece of shared
/// mutable state in the library, tamed so that documents parse on every core.
///
/// ## Why the library is not thread-safe as it comes
/// cmark-gfm 0.29.0.gfm.6 keeps two process-global byte tables in `inlines.c`: `SPECIAL_CHARS` (where
/// the inline scanner stops) and `SKIP_CHARS` (characters that emphasis flanking looks through).
/// `cmark_parser_finish` adds the special characters of the parser's inline extensions to them before
/// parsing inlines and removes them afterwards (`cmark_manage_extensions_special_characters`), so one
/// parser's removal makes another, mid-parse, miss `~~strikethrough~~` or autolinks.
/// Those tables are the only globals written after registration (the others are the extension
/// registry, node-type numbers and the arena allocator, which docgen never uses).
///
/// ## Why keeping the characters registered does not work alone
/// The characters are: autolink `:` and `w`; strikethrough `~` (also a skip character). The same
/// per-extension list that finish adds and removes is read by `process_emphasis` to find the extension
/// that owns a delimiter on the stack: with strikethrough's list emptied, a `~~` delimiter has no owner
/// and the parser loops forever (the failed earlier attempt). Autolink pushes no delimiters, so its
/// list serves only the add/remove.
///
/// ## What docgen does
/// 1. Once, before any parse: autolink's `:` and `w` are registered through the public
///    `cmark_manage_extensions_special_characters`, then autolink's list is emptied, so no finish ever
///    writes those entries again.
/// 2. The tables are only ever read at indexes that are bytes of the input (or code points decoded
///    from them, and only `~` lies below 256 among what changes). A document without a `~` byte can
///    therefore hold no strikethrough and never reads the `~` entries: it parses without the
///    strikethrough extension — its finish writes nothing global — on any core, without a lock.
/// 3. A document with a `~` parses with strikethrough, under `tildeLock`: its finish is the only code
///    that writes or reads the `~` entries at that moment.
///
/// The outcome equals the library's serial behaviour byte for byte (tests render the swift-evolution
/// corpus concurrently many times over and compare it with one-at-a-time renders and with the
/// `cmark-gfm` command). The analysis is of 0.29.0.gfm.6; with any other version of the library every
/// finish is serialised instead, as the library needs without that analysis.
struct CmarkLibrary: @unchecked Sendable {
    /// How parses share the library's global tables.
    enum Concurrency: Equatable {
        /// Only documents containing `~` are serialised (the audited library version).
        case tildeDocumentsSerialised
        /// Every `cmark_parser_finish` is serialised (any other version).
        case allSerialised
    }

    /// The library versions whose global state was audited for `tildeDocumentsSerialised`.
    static let auditedVersions: Set<String> = ["0.29.0.gfm.6"]

    /// The names of the GFM extensions docgen enables, in the order parsers attach them.
    static let extensionNames = ["table", "tasklist", "strikethrough", "autolink", "tagfilter"]

    /// The library, set up on first use; Swift runs this initialiser exactly once, thread-safely,
    /// and before any parse can start.
    static let shared = CmarkLibrary()

    /// Every extension, in `extensionNames` order.
    let extensions: [OpaquePointer]
    /// The extensions for documents without `~`: all but strikethrough, in the same order.
    let extensionsWithoutStrikethrough: [OpaquePointer]
    /// The loaded library's version, such as `0.29.0.gfm.6`.
    let version: String
    /// How parses share the library.
    let concurrency: Concurrency
    /// Serialises the finishes that touch the global tables (see `concurrency`).
    private let finishLock = NSLock()

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        let named = Self.extensionNames.map { name in (name, cmark_find_syntax_extension(name)) }
        extensions = named.compactMap(\.1)
        extensionsWithoutStrikethrough = named.filter { $0.0 != "strikethrough" }.compactMap(\.1)
        version = cmark_version_string().map { String(cString: $0) } ?? ""
        if Self.auditedVersions.contains(version), let autolink = cmark_find_syntax_extension("autolink"),
           let parser = cmark_parser_new(CMARK_OPT_DEFAULT) {
            cmark_parser_attach_syntax_extension(parser, autolink)
            cmark_manage_extensions_special_characters(parser, 1)
            cmark_parser_free(parser)
            cmark_syntax_extension_set_special_inline_chars(autolink, nil)
            concurrency = .tildeDocumentsSerialised
        } else {
            concurrency = .allSerialised
        }
    }

    /// Parses `markdown` into a document, together with the parser, whose extension list the HTML renderer
    /// needs. Both live in the current ``CmarkArena`` scope: call inside ``CmarkArena/withScope(_:)``.
    func parse(_ markdown: String, options: Int32) -> (parser: OpaquePointer, document: OpaquePointer)? {
        guard let parser = cmark_parser_new_with_mem(options, CmarkArena.mem) else { return nil }
        var text = markdown
        let hasTilde = text.withUTF8 { bytes in bytes.contains(UInt8(ascii: "~")) }
        let serialised = hasTilde || concurrency == .allSerialised
        for extensionPointer in serialised ? extensions : extensionsWithoutStrikethrough {
            cmark_parser_attach_syntax_extension(parser, extensionPointer)
        }
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        if serialised { finishLock.lock() }
        let document = cmark_parser_finish(parser)
        if serialised { finishLock.unlock() }
        guard let document else { return nil }
        return (parser, document)
    }

    /// Renders `document` with cmark-gfm's HTML renderer, into the current ``CmarkArena`` scope.
    func renderHTML(_ document: OpaquePointer, parser: OpaquePointer, options: Int32) -> String {
        guard let rendered = cmark_render_html_with_mem(document, options, cmark_parser_get_syntax_extensions(parser),
                                                         CmarkArena.mem) else {
            return ""
        }
        return String(cString: rendered)
    }

    /// cmark-gfm's own HTML for `markdown`, without docgen's transforms: what the `cmark-gfm` command
    /// prints with the same extensions, so that tests can hold this wrapper to the library's behaviour.
    func plainHTML(_ markdown: String, footnotes: Bool = true) -> String? {
        let options = Int32(CMARK_OPT_DEFAULT | (footnotes ? CMARK_OPT_FOOTNOTES : 0))
        return CmarkArena.withScope {
            guard let (parser, document) = parse(markdown, options: options) else { return nil }
            return renderHTML(document, parser: parser, options: options)
        }
    }
}
