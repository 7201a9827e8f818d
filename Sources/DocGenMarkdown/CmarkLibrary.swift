import Foundation
internal import CCmarkGFM

/// The process-wide state of cmark-gfm: its extensions, registered once, and the one piece of shared
/// mutable state in the library, tamed so that documents parse on every core without a lock.
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
/// and the parser loops forever. Autolink pushes no delimiters, so its list serves only the add/remove.
///
/// ## What docgen does
/// Once, before any parse: `:`, `w` and `~` (with its skip flag) are registered through the public
/// `cmark_manage_extensions_special_characters`, and nothing removes them afterwards:
/// - autolink's list is emptied, so no finish writes its entries again;
/// - cmark's strikethrough is never attached to a parser: ``CmarkStrikethrough`` parses the same
///   syntax into the same nodes, with delimiters that carry byte 0, an entry of the tables no parse
///   reads (cmark-gfm replaces NUL bytes on input), as its only special character.
/// So every table entry a parse reads is written only before the first parse: parses share nothing
/// they write, on any number of cores, with no lock. The outcome equals the library's serial
/// behaviour with its own extensions byte for byte (tests render the swift-evolution corpus and
/// tilde-dense pages concurrently many times over, and compare with the `cmark-gfm` command). The
/// analysis is of 0.29.0.gfm.6; with any other version cmark's own extensions are attached and
/// every finish is serialised instead, as the library needs without that analysis.
struct CmarkLibrary: @unchecked Sendable {
    /// How parses share the library's global tables.
    enum Concurrency: Equatable {
        /// No parse writes a table entry another reads: no lock (the audited library version).
        case unlocked
        /// Every `cmark_parser_finish` is serialised (any other version).
        case allSerialised
    }

    /// The library versions whose global state was audited for `unlocked`.
    static let auditedVersions: Set<String> = ["0.29.0.gfm.6"]

    /// The names of the GFM extensions docgen enables, in the order parsers attach them.
    static let extensionNames = ["table", "tasklist", "strikethrough", "autolink", "tagfilter"]

    /// The library, set up on first use; Swift runs this initialiser exactly once, thread-safely,
    /// and before any parse can start.
    static let shared = CmarkLibrary()

    /// The extensions every parser attaches, in `extensionNames` order (with ``CmarkStrikethrough``
    /// in place of cmark's strikethrough when `unlocked`).
    let extensions: [OpaquePointer]
    /// cmark's strikethrough node type and extension, which ``CmarkStrikethrough`` gives its nodes.
    let strikethrough: (type: cmark_node_type, extension: OpaquePointer)?
    /// The loaded library's version, such as `0.29.0.gfm.6`.
    let version: String
    /// How parses share the library.
    let concurrency: Concurrency
    /// Serialises the finishes when the library is not `unlocked`.
    private let finishLock = NSLock()

    private init() {
        cmark_gfm_core_extensions_ensure_registered()
        let named = Self.extensionNames.map { name in (name, cmark_find_syntax_extension(name)) }
        version = cmark_version_string().map { String(cString: $0) } ?? ""
        if Self.auditedVersions.contains(version), let strike = cmark_find_syntax_extension("strikethrough"),
           let autolink = cmark_find_syntax_extension("autolink"), let type = Self.nodeType(of: strike),
           let standIn = CmarkStrikethrough.makeExtension(), let parser = cmark_parser_new(CMARK_OPT_DEFAULT) {
            cmark_parser_attach_syntax_extension(parser, strike)
            cmark_parser_attach_syntax_extension(parser, autolink)
            cmark_manage_extensions_special_characters(parser, 1)
            cmark_parser_free(parser)
            cmark_syntax_extension_set_special_inline_chars(autolink, nil)
            strikethrough = (type, strike)
            extensions = named.compactMap { $0.0 == "strikethrough" ? standIn : $0.1 }
            concurrency = .unlocked
        } else {
            strikethrough = nil
            extensions = named.compactMap(\.1)
            concurrency = .allSerialised
        }
    }

    /// The node type cmark's strikethrough gives `~~x~~`, read from a parse (its variable
    /// `CMARK_NODE_STRIKETHROUGH` is in no installed header). Runs before any other parse.
    private static func nodeType(of strike: OpaquePointer) -> cmark_node_type? {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_parser_free(parser) }
        cmark_parser_attach_syntax_extension(parser, strike)
        let text = "~~x~~"
        cmark_parser_feed(parser, text, text.utf8.count)
        guard let document = cmark_parser_finish(parser) else { return nil }
        defer { cmark_node_free(document) }
        guard let node = cmark_node_first_child(cmark_node_first_child(document)),
              let name = cmark_node_get_type_string(node), String(cString: name) == "strikethrough" else { return nil }
        return cmark_node_get_type(node)
    }

    /// Parses `markdown` into a document, together with the parser, whose extension list the HTML renderer
    /// needs. Both live in the current ``CmarkArena`` scope: call inside ``CmarkArena/withScope(_:)``.
    func parse(_ markdown: String, options: Int32) -> (parser: OpaquePointer, document: OpaquePointer)? {
        assert(options & Int32(CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE) == 0, "CmarkStrikethrough parses one and two tildes")
        guard let parser = cmark_parser_new_with_mem(options, CmarkArena.mem) else { return nil }
        for extensionPointer in extensions {
            cmark_parser_attach_syntax_extension(parser, extensionPointer)
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        let serialised = concurrency == .allSerialised
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
