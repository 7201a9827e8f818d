extension DocumentTransformer {
    /// Adds the ids cmark-gfm gives footnotes to the page's anchors: `fn-<label>` on each note and
    /// `fnref-<label>` (then `fnref-<label>-2`, …) on each reference, the label as written in the definition.
    ///
    /// cmark-gfm's API exposes neither label: after parsing, it moves the referenced definitions to the end
    /// in the order they are first referenced and sets each reference's literal to that number. So the
    /// n-th definition's label is read from the source line before its content, and a reference names
    /// its definition by number.
    mutating func recordFootnoteAnchors(definitions: [CmarkNode], references: [CmarkNode], source: String) {
        guard !definitions.isEmpty else { return }
        let lines = SourceLines(source)
        let labels = definitions.map { definition in
            Self.definitionLabel(lines.slice(line: definition.startLine, to: definition.startColumn))
        }
        for label in labels.compactMap({ $0 }) {
            anchors.insert("fn-" + Self.escapedLabel(label))
        }
        var referenceCounts: [Int: Int] = [:]
        for reference in references {
            guard let number = Int(reference.literal), labels.indices.contains(number - 1),
                  let label = labels[number - 1] else { continue }
            let count = referenceCounts[number, default: 0] + 1
            referenceCounts[number] = count
            anchors.insert("fnref-" + Self.escapedLabel(label) + (count > 1 ? "-\(count)" : ""))
        }
    }

    /// The label of `[^label]:` at the end of the text before a definition's content.
    static func definitionLabel(_ prefix: Substring) -> String? {
        var text = prefix
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        guard text.hasSuffix("]:"), let open = text.ranges(of: "[^").last else { return nil }
        let label = text[open.upperBound..<text.index(text.endIndex, offsetBy: -2)]
        return label.isEmpty ? nil : String(label)
    }

    /// The label as cmark-gfm writes it into an id (`houdini_escape_href`): URL-safe ASCII kept,
    /// every other byte percent-encoded.
    static func escapedLabel(_ label: String) -> String {
        var out = ""
        for byte in label.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_.!~*'();:@&=+$,/?#%".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).paddedToTwo
            }
        }
        return out
    }
}

extension String {
    fileprivate var paddedToTwo: String { count < 2 ? "0" + self : self }
}
