import DocGenCore

extension DocumentTransformer {
    /// Resolves every link and image destination: internal ones are rewritten to their site URL and
    /// recorded for checking, invalid ones reported where they are written, external ones left alone.
    mutating func resolveLinks(_ nodes: [CmarkNode]) {
        for node in nodes {
            let written = node.url
            switch resolver.resolve(written, from: page) {
            case .external:
                // cmark-gfm writes an empty href for these; say so rather than drop the link silently.
                let scheme = written.prefix { $0 != ":" }.lowercased().filter { !$0.isWhitespace }
                if ["javascript", "vbscript"].contains(scheme) {
                    diagnostics.append(.warning("link '\(written)' is dropped: a \(scheme): URL never runs from a page docgen "
                                                + "writes; for a page whose name starts so, write './\(written)'",
                                                at: location(of: node), step: .links))
                }
                continue
            case .internal(let href, let target):
                if href != written { node.setURL(href) }
                links.append(InternalLink(target: target, written: written, location: location(of: node)))
            case .invalid(let message):
                diagnostics.append(.error(message, at: location(of: node), step: .links))
            }
        }
    }
}
