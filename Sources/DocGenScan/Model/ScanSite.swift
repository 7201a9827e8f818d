import DocGenCore

/// What a rule concluded about a site.
public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// The site does what the rule asks (guarded, scales, labelled).
    case pass
    /// The site fails the rule.
    case fail
    /// The site needs nothing by rule (a crossfade) or is suppressed with a reason.
    case exempt
    /// The verdict depends on a token or wrapper the scanner could not resolve (for example one defined in a
    /// package outside the scanned paths): never counted as a failure.
    case unknown
}

/// A name the site uses that was resolved to its definition in another place of the scanned code.
public struct ResolvedDefinition: Sendable, Hashable, Codable {
    /// The name as written at the site (`Typography.h1`, `theme.animations.quick`).
    public var name: String
    /// Where it is defined, relative to the project root.
    public var file: String
    /// 1-based line of the definition.
    public var line: Int
    /// The definition's value, whitespace collapsed (`Font.system(size: 32)`).
    public var value: String

    /// Creates a definition record.
    public init(name: String, file: String, line: Int, value: String) {
        self.name = name
        self.file = file
        self.line = line
        self.value = value
    }
}

/// One place in Swift source that a rule judged: an animation, a font, an image.
public struct ScanSite: Sendable, Hashable {
    /// Stable identifier: `path:Enclosing.member:kind:ordinal`, unchanged when lines are added elsewhere.
    public var id: String
    /// The id of the rule that found it (`reduce-motion`).
    public var rule: String
    /// The file, relative to the project root.
    public var file: String
    /// 1-based line of the site's name.
    public var line: Int
    /// 1-based column (UTF-8) of the site's name.
    public var column: Int
    /// What the site is: an API such as `withAnimation`, or the name of a helper called.
    public var kind: String
    /// How harmful a failure here is, by the rule's severity rules.
    public var severity: Severity
    /// What the rule concluded.
    public var verdict: Verdict
    /// Why, in the rule's vocabulary (`ternary`, `safe-wrapper NAME`, `unguarded`, `suppressed`).
    public var reason: String
    /// The enclosing declaration as `Type.member` (or `member` for top-level code).
    public var enclosing: String
    /// The source text of the site's arguments (without trailing closures), whitespace collapsed.
    public var argument: String
    /// For motion sites: the curve and the effects.
    public var motion: Motion?
    /// The token the site's verdict came from, resolved to its definition.
    public var definition: ResolvedDefinition?
    /// The reason written in a `// docgen:ignore RULE: REASON` comment that exempts the site.
    public var suppression: String?
    /// For a site that defines a token (`static let h1 = Font.system(size: 32)`): how many sites use it.
    public var uses: Int?
    /// Whether the site fails only because the token it uses fails, and that definition is reported itself:
    /// text and SARIF reports name the definition once instead of every use.
    public var repeatsDefinition = false
    /// Words describing the site for messages (`spring, offset`), from the rule.
    public var detail: String

    /// Creates a site.
    public init(id: String = "", rule: String, file: String, line: Int, column: Int, kind: String, severity: Severity,
                verdict: Verdict, reason: String, enclosing: String, argument: String, motion: Motion? = nil,
                definition: ResolvedDefinition? = nil, suppression: String? = nil, detail: String = "") {
        self.id = id
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.severity = severity
        self.verdict = verdict
        self.reason = reason
        self.enclosing = enclosing
        self.argument = argument
        self.motion = motion
        self.definition = definition
        self.suppression = suppression
        self.detail = detail
    }

    /// Whether the site is fine as it is: it passes or is exempt.
    public var guarded: Bool { verdict == .pass || verdict == .exempt }

    /// Whether the site is exempt (by rule or by a suppression).
    public var exempt: Bool { verdict == .exempt }

    /// One line describing the site: `withAnimation spring, offset in TestTakingView.body`.
    public var summary: String {
        var text = kind
        if !detail.isEmpty { text += " " + detail }
        text += " in \(enclosing)"
        if let definition { text += " (\(definition.name) is \(definition.value) at \(definition.file):\(definition.line))" }
        return text
    }
}
