import DocGenCore
import Foundation

/// A Mustache template's tags as a tree, with where each is written: what ``TemplateVariableCheck``
/// walks to find variables that no context provides.
indirect enum TemplateTag: Sendable {
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(String, SourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(String, inverted: Bool, [TemplateTag], SourceLocation)
    /// `{{> name}}`.
    case partial(String, SourceLocation)
    /// `{{< name}}…{{/name}}`: a parent template with block overrides by name.
    case parent(String, [String: [TemplateTag]], SourceLocation)
    /// `{{$ name}}…{{/name}}`: a block and its default content.
    case block(String, [TemplateTag])

    /// The templates these tags include, as partials or parents, at any depth of sections and blocks.
    static func references(in tags: [TemplateTag]) -> [String] {
        tags.flatMap { tag -> [String] in
            switch tag {
            case .variable: []
            case let .section(_, _, children, _): references(in: children)
            case let .partial(name, _): [name]
            case let .parent(name, blocks, _): [name] + blocks.values.flatMap { references(in: $0) }
            case let .block(_, children): references(in: children)
            }
        }
    }

    /// Parses the tags of a template's text; `nil` when the template changes its delimiters
    /// (`{{=<% %>=}}`), which this reader does not follow.
    static func parse(_ text: String, file: String) -> [TemplateTag]? {
        var parser = Parser(text: Array(text.utf8), file: file)
        return parser.parse()
    }

    private struct Parser {
        let text: [UInt8]
        let file: String
        var index = 0
        var line = 1
        var lineStart = 0

        init(text: [UInt8], file: String) {
            self.text = text
            self.file = file
        }

        mutating func parse() -> [TemplateTag]? {
            var stack: [(sigil: UInt8, name: String, location: SourceLocation, children: [TemplateTag])] = [
                (0, "", SourceLocation(file: file), []),
            ]
            while let (sigil, name, location) = nextTag() {
                switch sigil {
                case UInt8(ascii: "="):
                    return nil
                case UInt8(ascii: "!"), UInt8(ascii: "%"):
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "<"), UInt8(ascii: "$"):
                    stack.append((sigil, name, location, []))
                case UInt8(ascii: "/"):
                    guard stack.count > 1 else { continue }
                    let open = stack.removeLast()
                    let tag: TemplateTag
                    switch open.sigil {
                    case UInt8(ascii: "<"):
                        var blocks: [String: [TemplateTag]] = [:]
                        for case let .block(blockName, children) in open.children { blocks[blockName] = children }
                        tag = .parent(open.name, blocks, open.location)
                    case UInt8(ascii: "$"):
                        tag = .block(open.name, open.children)
                    default:
                        tag = .section(open.name, inverted: open.sigil == UInt8(ascii: "^"), open.children, open.location)
                    }
                    stack[stack.count - 1].children.append(tag)
                case UInt8(ascii: ">"):
                    stack[stack.count - 1].children.append(.partial(name, location))
                default:
                    stack[stack.count - 1].children.append(.variable(name, location))
                }
            }
            return stack[0].children
        }

        /// The next tag: its sigil (0 for a plain variable), its name and where its `{{` is.
        mutating func nextTag() -> (UInt8, String, SourceLocation)? {
            let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
            while index + 1 < text.count {
                if text[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                    index += 1
                    continue
                }
                guard text[index] == open, text[index + 1] == open else {
                    index += 1
                    continue
                }
                let location = SourceLocation(file: file, line: line, column: column(of: index))
                var start = index + 2
                let triple = start < text.count && text[start] == open
                if triple { start += 1 }
                var end = start
                while end + 1 < text.count, !(text[end] == close && text[end + 1] == close) {
                    if text[end] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = end + 1
                    }
                    end += 1
                }
                guard end + 1 < text.count else { return nil }
                index = end + 2 + (triple && end + 2 < text.count && text[end + 2] == close ? 1 : 0)
                var body = String(decoding: text[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                var sigil: UInt8 = 0
                if !triple, let first = body.utf8.first, "#^/<>$!=%&".utf8.contains(first) {
                    sigil = first == UInt8(ascii: "&") ? 0 : first
                    body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
                }
                return (sigil, Self.variableName(body), location)
            }
            return nil
        }

        private func column(of offset: Int) -> Int {
            String(decoding: text[lineStart..<offset], as: UTF8.self).count + 1
        }

        /// The variable a tag reads: `transform(name)` reads `name`.
        static func variableName(_ body: String) -> String {
            guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return body }
            return String(body[body.index(after: open)..<body.index(before: body.endIndex)])
                .trimmingCharacters(in: .whitespaces)
        }
    }
}
