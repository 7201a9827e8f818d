import Foundation

/// docgen's default theme, compiled into the binary from this repository's `themes/default` by the
/// EmbedDefaultTheme build-tool plugin (`Plugins/EmbedDefaultTheme`), so that docgen builds a site in
/// any project. A project's `themes/NAME/` is laid over it file by file (see `Theme.load` in DocGenSite).
public enum DefaultTheme {
    /// The theme's name, as `theme:` in `docgen.yml` names it.
    public static let name = "default"

    /// How diagnostics name the embedded theme's folder: it is no folder of the user's project.
    public static let displayFolder = "(docgen's embedded theme)"

    /// Every file of the theme, by path relative to the theme's folder (`templates/page.mustache`,
    /// `assets/docgen.css`), sorted by path.
    public static var files: [EmbeddedFile] { embeddedFiles }

    /// The file at `path` (relative to the theme's folder), if the theme has it.
    public static func file(_ path: String) -> EmbeddedFile? {
        embeddedFiles.first { $0.path == path }
    }
}

/// A file of the embedded theme. Its bytes stay in the executable's read-only data until they are read.
public struct EmbeddedFile: Sendable {
    /// The path relative to the theme's folder.
    public let path: String
    private let storage: StaticString
    private let isBase64: Bool

    /// A text file, stored as its UTF-8 bytes.
    init(path: String, text: StaticString) {
        self.path = path
        storage = text
        isBase64 = false
    }

    /// A file that is not UTF-8 text, stored as Base64.
    init(path: String, base64: StaticString) {
        self.path = path
        storage = base64
        isBase64 = true
    }

    /// The file's bytes.
    public var data: Data {
        let bytes = storage.withUTF8Buffer { Data($0) }
        return isBase64 ? Data(base64Encoded: bytes) ?? Data() : bytes
    }

    /// The file as text, when it is UTF-8 text.
    public var text: String? {
        isBase64 ? String(data: data, encoding: .utf8) : storage.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}
