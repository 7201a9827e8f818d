internal import CCmarkGFM

/// GFM strikethrough (`~~x~~`, `~x~`) as an inline extension whose delimiters leave cmark-gfm's
/// process-global character tables alone, so that documents with `~` parse on every core too.
///
/// cmark-gfm's own strikethrough pushes its delimiters under `~` and lists `~` as its special
/// character; `cmark_parser_finish` then adds `~` to the global tables before parsing inlines and
/// removes it afterwards, and `process_emphasis` finds the extension that owns a delimiter by that
/// same list. This extension is the same parsing (the code of `extensions/strikethrough.c` in
/// 0.29.0.gfm.6, through the public extension API) with one change: its delimiters carry the byte 0
/// instead of `~`, and 0 is its special character. So:
/// - `~` is registered once, before any parse, with the emphasis flag (see ``CmarkLibrary``), and
///   nothing ever removes it: the inline scanner stops at `~` and emphasis flanking looks through it,
///   exactly as while cmark's strikethrough is attached;
/// - what finish adds and removes is the entry for byte 0, which no parse reads: the tables are read
///   only at bytes of a block's text (and at decoded code points, for the skip table, which this
///   extension never writes), and cmark-gfm replaces every NUL byte of its input with U+FFFD;
/// - byte 0 is below 128, the size of `process_emphasis`'s per-character table, and no other
///   delimiter uses it, so delimiters pair exactly as `~` ones do.
///
/// The nodes it makes are cmark-gfm's strikethrough nodes (its node type, and its extension, which
/// renders them as `<del>`), without source positions, which docgen never reads for them.
enum CmarkStrikethrough {
    /// The delimiter byte standing in for `~` (see the type's description).
    static let delimiterByte: UInt8 = 0

    /// Makes the extension (its nodes take cmark's strikethrough type and extension from ``CmarkLibrary/shared``).
    static func makeExtension() -> OpaquePointer? {
        guard let strike = cmark_syntax_extension_new("docgen-strikethrough") else { return nil }
        cmark_syntax_extension_set_match_inline_func(strike, match)
        cmark_syntax_extension_set_inline_from_delim_func(strike, insert)
        let characters = cmark_llist_append(cmark_get_default_mem_allocator(), nil,
                                             UnsafeMutableRawPointer(bitPattern: Int(delimiterByte)))
        cmark_syntax_extension_set_special_inline_chars(strike, characters)
        return strike
    }

    /// `match` of strikethrough.c: a run of `~` becomes a text node, and a delimiter when it is one or
    /// two long and flanking (docgen never sets `CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE`).
    private static let match: cmark_match_inline_func = { _, _, _, character, inlineParser in
        guard character == UInt8(ascii: "~"), let inlineParser else { return nil }
        var left: Int32 = 0, right: Int32 = 0, punctuationBefore: Int32 = 0, punctuationAfter: Int32 = 0
        let count = cmark_inline_parser_scan_delimiters(inlineParser, 100, UInt8(ascii: "~"), &left, &right,
                                                        &punctuationBefore, &punctuationAfter)
        guard let text = cmark_node_new_with_mem(CMARK_NODE_TEXT, CmarkArena.mem) else { return nil }
        cmark_node_set_literal(text, String(repeating: "~", count: Int(count)))
        if left != 0 || right != 0, count == 1 || count == 2 {
            cmark_inline_parser_push_delimiter(inlineParser, delimiterByte, left, right, text)
        }
        return text
    }

    /// `insert` of strikethrough.c: an opener and closer of the same length enclose a strikethrough.
    private static let insert: cmark_inline_from_delim_func = { _, _, inlineParser, opener, closer in
        guard let opener, let closer else { return nil }
        let next = closer.pointee.next
        let library = CmarkLibrary.shared
        guard let strike = opener.pointee.inl_text, let closing = closer.pointee.inl_text,
              let strikethrough = library.strikethrough,
              opener.pointee.length == closer.pointee.length,
              cmark_node_set_type(strike, strikethrough.type) != 0 else {
            return next
        }
        cmark_node_set_syntax_extension(strike, strikethrough.extension)
        var node = cmark_node_next(strike)
        while let current = node, current != closing {
            node = cmark_node_next(current)
            cmark_node_append_child(strike, current)
        }
        cmark_node_free(closing)
        var delimiter: UnsafeMutablePointer<delimiter>? = closer
        while let current = delimiter, current != opener {
            delimiter = current.pointee.previous
            cmark_inline_parser_remove_delimiter(inlineParser, current)
        }
        cmark_inline_parser_remove_delimiter(inlineParser, opener)
        return next
    }
}
