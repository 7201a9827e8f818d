/// A byte scan that tells which files may define safe wrappers, so those files are parsed and resolved
/// first and every other file can be judged right after it is parsed.
///
/// It over-approximates what ``WrapperResolver`` treats as a candidate: a type written after `:`, `->` or `<`
/// that is `Animation`/`AnyTransition`, a function-typed parameter (`: (`, `@escaping`), a `ViewModifier`,
/// or an `extension View`.
enum DefinitionPrescan {
    static func mayDefineWrappers(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            scan(bytes)
        }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                var next = index + 1
                while next < count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < count {
                    if byte == UInt8(ascii: ":"), bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "@") { return true }
                    if starts(bytes, at: next, with: "SwiftUI.") { next += 8 }
                    if starts(bytes, at: next, with: "Animation") || starts(bytes, at: next, with: "AnyTransition")
                        || starts(bytes, at: next, with: "Optional<Animation") {
                        return true
                    }
                }
            } else if byte == UInt8(ascii: "V"), starts(bytes, at: index, with: "ViewModifier") {
                return true
            } else if byte == UInt8(ascii: "e"), starts(bytes, at: index, with: "extension View") {
                return true
            }
            index += 1
        }
        return false
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }
}
