extension DocumentTransformer {
    /// Adds the ids cmark-gfm gives footnotes to the page's anchors: `fn-<label>` on each note and
    /// `fnref-<label>` (then `fnref-<label>-2`, …) on each reference, the label written as in the definition.
    mutating func recordFootnoteAnchors(definitions: [CmarkNode], references: [CmarkNode]) {
        var definitionLabels: [String: String] = [:]
        for definition in definitions {
            let label = definition.literal
            definitionLabels[Self.normalizedLabel(label)] = label
            anchors.insert("fn-" + Self.escapedLabel(label))
        }
        var referenceCounts: [String: Int] = [:]
        for reference in references {
            let key = Self.normalizedLabel(reference.literal)
            guard let label = definitionLabels[key] else { continue }
            let count = referenceCounts[key, default: 0] + 1
            referenceCounts[key] = count
            anchors.insert("fnref-" + Self.escapedLabel(label) + (count > 1 ? "-\(count)" : ""))
        }
    }

    /// Footnote labels match case-insensitively, with runs of whitespace as one space.
    static func normalizedLabel(_ label: String) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// The label as cmark-gfm writes it into an id: URL-safe characters kept, others percent-encoded.
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
