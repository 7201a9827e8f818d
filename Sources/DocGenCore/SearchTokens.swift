/// How search splits text into words; the theme's JavaScript splits queries the same way
/// (lower case, runs of letters and digits; digits without leading zeros, so `SE-0042` and `42` meet).
public enum SearchTokens {
    /// The words of `text`, normalized, in order (with repeats).
    public static func words(in text: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty {
                words.append(normalize(String(current)))
                current = String.UnicodeScalarView()
            }
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                if scalar.isASCII, scalar.value >= 0x41, scalar.value <= 0x5A {
                    current.append(Unicode.Scalar(scalar.value + 0x20)!)
                } else if scalar.isASCII {
                    current.append(scalar)
                } else {
                    current.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                }
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    /// The distinct words of `text`, sorted.
    public static func terms(in text: some StringProtocol) -> [String] {
        Array(Set(words(in: text))).sorted()
    }

    /// `0042` → `42`; other words unchanged.
    public static func normalize(_ word: String) -> String {
        guard word.utf8.count > 1, word.utf8.first == 0x30, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return word }
        let trimmed = word.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    /// Letters and numbers, as JavaScript's `[\p{L}\p{N}]`.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
