import Yams

/// A product the program documents (`products:` in `docgen.yml`): what a conformance report is about.
///
/// Each audit names its product (`product:` in the audit file); with one product, audits that name
/// none belong to it. A site that declares no products has one implicit product named after the site.
public struct Product: Sendable, Hashable {
    /// A slug, used in URLs and by audits' `product:`.
    public var id: String
    /// The product's name, such as `AIQ`.
    public var name: String
    /// Its version as the team names it (`3.2 (build 418)`); plain text.
    public var version: String?
    /// One or two sentences on what the product is; plain text.
    public var description: String?
    /// Where it runs (`iOS 17 and later, iPhone`); plain text.
    public var platform: String?
    /// Who evaluated it, instead of `conformance: evaluator:`.
    public var evaluator: String?
    /// Whom to ask about the report, instead of `conformance: contact:`.
    public var contact: String?
    /// How the product was evaluated besides what docgen shows (devices, assistive technologies, manual
    /// testing); plain text.
    public var methods: String?
    /// What the evaluation covers (screens, flows, builds); plain text.
    public var scope: String?
    /// Remarks and "not applicable" statements per WCAG criterion (`conformance:` under the product).
    public var statements: [CriterionStatement]
    /// Whether `docgen.yml` declares it; `false` for the implicit product of a site without `products:`.
    public var declared: Bool
    /// Where the product is written in `docgen.yml`.
    public var location: SourceLocation

    /// The id of the implicit product of a site that declares none.
    public static let implicitID = "site"

    /// Creates a product.
    public init(id: String, name: String, version: String? = nil, description: String? = nil, platform: String? = nil,
                evaluator: String? = nil, contact: String? = nil, methods: String? = nil, scope: String? = nil,
                statements: [CriterionStatement] = [], declared: Bool = true, location: SourceLocation) {
        self.id = id
        self.name = name
        self.version = version
        self.description = description
        self.platform = platform
        self.evaluator = evaluator
        self.contact = contact
        self.methods = methods
        self.scope = scope
        self.statements = statements
        self.declared = declared
        self.location = location
    }

    /// `AIQ 3.2`, or the name alone without a version.
    public var title: String { version.map { "\(name) \($0)" } ?? name }
}

/// What a team states about one WCAG criterion for a product, in `docgen.yml` (under the product's
/// `conformance:`) or in an audit file (top-level `conformance:`): either that it does not apply, with
/// the reason, or remarks that explain the verdict computed from the items.
public struct CriterionStatement: Sendable, Hashable {
    /// The criterion.
    public var criterion: WCAGCriterion
    /// Why the criterion does not apply to the product, when it does not (`not_applicable:`).
    public var notApplicable: String?
    /// Remarks shown instead of the ones composed from the items (`remarks:`).
    public var remarks: String?
    /// Where the statement is written.
    public var location: SourceLocation

    /// Creates a statement.
    public init(criterion: WCAGCriterion, notApplicable: String? = nil, remarks: String? = nil, location: SourceLocation) {
        self.criterion = criterion
        self.notApplicable = notApplicable
        self.remarks = remarks
        self.location = location
    }

    /// Reads a `conformance:` list: each entry names a `criterion` and gives either `not_applicable` (the
    /// reason) or `remarks`; a criterion is stated once per list. Problems are recorded on `reader`.
    public static func parse(_ node: Node, reader: YAMLReader) -> [CriterionStatement] {
        guard let entries = reader.sequence(node, "'conformance'") else { return [] }
        var statements: [CriterionStatement] = []
        var first: [String: SourceLocation] = [:]
        for entry in entries {
            guard let map = reader.mapping(entry, "an entry of 'conformance'") else { continue }
            let id = map.string("criterion", required: true, in: "a conformance statement")
            let reason = map.string("not_applicable")
            let remarks = map.string("remarks")
            map.rejectUnknownKeys(in: "a conformance statement")
            guard let id = id?.trimmingCharacters(in: .whitespaces) else { continue }
            guard let criterion = WCAG.criterion(id) else {
                reader.error(WCAG.unknownCriterionMessage(id), at: map.location(ofValue: "criterion"))
                continue
            }
            switch (reason?.isBlank ?? true, remarks?.isBlank ?? true) {
            case (false, false):
                reader.error("criterion \(id): write either 'not_applicable' (the reason) or 'remarks', not both",
                             at: map.location(ofKey: "remarks"))
                continue
            case (true, true):
                let key = reason != nil ? "not_applicable" : remarks != nil ? "remarks" : "criterion"
                reader.error("criterion \(id) needs 'not_applicable' with the reason it does not apply, or 'remarks'",
                             at: map.location(ofValue: key))
                continue
            default:
                break
            }
            let location = map.location(ofValue: "criterion")
            if let original = first[criterion.id] {
                reader.record(Diagnostic(
                    .error, "criterion \(criterion.id) is stated twice in this list", at: location, step: reader.step,
                    notes: [Diagnostic(.note, "it is first stated here", at: original, step: reader.step)]))
                continue
            }
            first[criterion.id] = location
            statements.append(CriterionStatement(criterion: criterion, notApplicable: reason, remarks: remarks, location: location))
        }
        return statements
    }
}

extension String {
    /// Whether the text is empty or only whitespace.
    public var isBlank: Bool { allSatisfy(\.isWhitespace) }
}

/// Slugs: the ids of audits and products, used in URLs.
public enum Slug {
    /// Lowercase letters, digits, `-`, `_` or `.`, starting with a letter or digit.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, isSlugCharacter(first), !"-_.".unicodeScalars.contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy(isSlugCharacter)
    }

    private static func isSlugCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
    }
}
