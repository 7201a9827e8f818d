import Foundation
import Yams

/// The site configuration read from `docgen.yml`; every path in it is relative to the file's folder.
public struct SiteConfig: Sendable {
    /// The folder that holds `docgen.yml`: the project root every path is resolved against.
    public var root: URL
    /// The config file as shown in diagnostics.
    public var file: String
    /// The site's title, shown in every page header.
    public var title: String = "Documentation"
    /// The folder of Markdown pages and assets, relative to `root`.
    public var contentDirectory: String = "content"
    /// The theme's name: a folder under `themesDirectory`.
    public var theme: String = "default"
    /// The folder that holds themes, relative to `root`.
    public var themesDirectory: String = "themes"
    /// Where the site is written, relative to `root`.
    public var outputDirectory: String = "site"
    /// Whether `content` may lead outside the project folder (a docs checkout linked in, say);
    /// off by default, since the site publishes everything in the content folder.
    public var allowContentOutside: Bool = false
    /// Whether raw HTML in Markdown is kept (otherwise it is omitted).
    public var unsafeHTML: Bool = false
    /// Whether a broken internal link fails the build (otherwise it is a warning).
    public var strictLinks: Bool = true
    /// Audits to load and render.
    public var audits: [AuditReference] = []
    /// Coverage gates checked on every build and check.
    public var gates: [GateConfig] = []
    /// Settings of the Swift source scanner.
    public var scan: ScanSettings = ScanSettings()
    /// Where each top-level key's value is written in the config file (`content`, `output`, …).
    public var keyLocations: [String: SourceLocation] = [:]
    /// Links from audit items to their code and tickets (`source_url`, `ticket_url`).
    public var deepLinks: DeepLinks = DeepLinks()
    /// The program's conformance target, for the conformance page.
    public var conformance: ConformanceSettings = ConformanceSettings()
    /// The products the audits are about, as `products:` declares them (empty when it declares none).
    public var products: [Product] = []

    /// A configuration with every default, rooted at `root`.
    public init(root: URL, file: String = "docgen.yml") {
        self.root = root
        self.file = file
    }

    /// Where `key`'s value is written in the config file; the file itself when the key is absent.
    public func location(of key: String) -> SourceLocation {
        keyLocations[key] ?? SourceLocation(file: file)
    }

    /// The products conformance is reported for: the declared ones, or one implicit product named after
    /// the site when `products:` declares none.
    public var reportedProducts: [Product] {
        guard products.isEmpty else { return products }
        return [Product(id: Product.implicitID, name: title, declared: false, location: SourceLocation(file: file))]
    }

    /// Resolves a path from the config against the project root.
    public func url(for relativePath: String) -> URL {
        if relativePath.hasPrefix("/") { return URL(fileURLWithPath: relativePath) }
        return root.appendingPathComponent(relativePath)
    }
}

/// An audit named in `docgen.yml`.
public struct AuditReference: Sendable, Hashable {
    /// The audit data file, relative to the project root.
    public var data: String
    /// Swift sources the audit is verified against by the scanner, relative to the project root.
    public var sources: [String]
    /// How items are matched to scanned sites: by site id or by file and line.
    public var match: MatchMode
    /// The scanner rules the audit is verified with (`rule: dynamic-type`, or `rules: [...]` for an audit
    /// whose items concern several); `reduce-motion` when none is named.
    public var rules: [String]
    /// Where the rule ids are written (for an unknown id), or the entry's location.
    public var rulesLocation: SourceLocation
    /// Where the reference is written in `docgen.yml`.
    public var location: SourceLocation

    /// The rule audits are verified with when they name none.
    public static let defaultRule = "reduce-motion"

    /// How audit items are matched to scanned animation sites.
    public enum MatchMode: String, Sendable, Hashable, CaseIterable {
        case id
        case fileLine = "file-line"
    }

    /// Creates a reference.
    public init(data: String, sources: [String] = [], match: MatchMode = .id, rules: [String] = [AuditReference.defaultRule],
                location: SourceLocation, rulesLocation: SourceLocation? = nil) {
        self.data = data
        self.sources = sources
        self.match = match
        self.rules = rules
        self.location = location
        self.rulesLocation = rulesLocation ?? location
    }
}

/// A coverage gate: `audit` must have at least `required` items covered.
public struct GateConfig: Sendable, Hashable {
    /// The audit's id.
    public var audit: String
    /// How many items must be covered (fixed or exempt).
    public var required: Int
    /// Where the gate is written in `docgen.yml`.
    public var location: SourceLocation

    /// Creates a gate.
    public init(audit: String, required: Int, location: SourceLocation) {
        self.audit = audit
        self.required = required
        self.location = location
    }
}

/// Settings of `docgen scan` and of audit verification, from the `scan:` section.
///
/// Settings shared by every rule are typed here; each rule's own settings (`scan: rules: reduce-motion: …`)
/// are kept as written, with their locations, and checked by the scanner against the rule's declared keys.
public struct ScanSettings: Sendable, Hashable {
    /// Glob patterns of paths to skip, relative to each scanned root.
    public var exclude: [String] = []
    /// Whether test folders (`Tests`, `*Tests`, `*UITests`) are scanned too.
    public var includeTests: Bool = false
    /// Folders whose declarations (design-system tokens, view modifiers, helpers) are read to resolve names,
    /// without reporting their sites; relative to the project root.
    public var index: [String] = []
    /// What a source file the scanner skipped does to the gate of an audit verified against it.
    public var onSkipped: SkippedSourcePolicy = .fail
    /// Each rule's settings as written under `scan: rules:`, in order.
    public var rules: [RuleSettings] = []
    /// The configuration file as shown in diagnostics.
    public var file: String = "docgen.yml"

    /// The defaults.
    public init() {}
}

/// What a verified audit's source file that the scanner skipped (refused before parsing, over the time
/// limit, a symbolic link leading outside the project) does to the audit's gate (`scan: on_skipped:`).
public enum SkippedSourcePolicy: String, Sendable, Hashable, CaseIterable {
    /// The file fails the gate by name, and its items are neither verified nor covered (the default).
    case fail
    /// The file is reported as a warning; its items count by their status, as in an audit without sources.
    case warn

    /// The allowed values as written in `docgen.yml`.
    public static let allowedValues = allCases.map(\.rawValue)
}

/// The settings of one rule as written under `scan: rules: ID:`.
public struct RuleSettings: Sendable, Hashable {
    /// The rule id as written.
    public var rule: String
    /// The key node (for the location of an unknown rule id).
    public var key: ConfigNode
    /// The value: a mapping of the rule's settings.
    public var value: ConfigNode

    /// Creates rule settings.
    public init(rule: String, key: ConfigNode, value: ConfigNode) {
        self.rule = rule
        self.key = key
        self.value = value
    }
}

/// A YAML node kept from the configuration for a later stage to read with its location.
/// `@unchecked Sendable`: Yams' `Node` is a value type of strings and marks.
public struct ConfigNode: @unchecked Sendable, Hashable {
    /// The node.
    public let node: Node

    /// Wraps a node.
    public init(_ node: Node) { self.node = node }
}

/// The `conformance:` section: the WCAG level the program aims for, and what every product's
/// conformance report says about who made it.
public struct ConformanceSettings: Sendable, Hashable {
    /// The target level; criteria above it are shown as beyond the target. Default: AA.
    public var level: WCAGLevel = .aa
    /// Who evaluated the products (in-house team, third party); a product may name its own.
    public var evaluator: String?
    /// Whom to ask about the reports; a product may name its own.
    public var contact: String?
    /// The legal disclaimer at the end of every conformance report; ``defaultDisclaimer`` when unset.
    public var disclaimer: String?

    /// What the reports say when `disclaimer` is not set.
    public static let defaultDisclaimer = "This report states what the audits named in it found, on the report date and by the "
        + "methods it lists. It is not a warranty or a legal opinion, and it says nothing about criteria marked "
        + "Not Evaluated or about parts of the product outside its scope."

    /// The defaults.
    public init(level: WCAGLevel = .aa, evaluator: String? = nil, contact: String? = nil, disclaimer: String? = nil) {
        self.level = level
        self.evaluator = evaluator
        self.contact = contact
        self.disclaimer = disclaimer
    }
}
