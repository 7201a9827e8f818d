import SwiftSyntax

/// `target` takes the value of `source` (an argument label fed from a path, a property initialised from one,
/// a parameter's inner name from its label); `negated` when written `!source`.
struct Feed: Sendable {
    var target: String
    var source: String
    var negated: Bool
}

/// A call a rule recognised, or a call to a safe wrapper.
struct SiteCandidate: Sendable {
    var call: FunctionCallExprSyntax
    var kind: String
    var nameToken: TokenSyntax
    /// The safe wrapper called, for wrapper-call sites.
    var wrapper: String?
}

/// A function or `ViewModifier` type that may be a safe wrapper, pending the judgement of its sites.
struct WrapperCandidate: Sendable {
    enum Kind: Sendable { case function, modifier }
    var name: String
    var kind: Kind
    var declaration: Syntax
    /// Indexes into the file's sites of the sites directly inside the declaration.
    var siteIndexes: [Int] = []
    /// Names called inside the declaration, to find wrappers built on wrappers.
    var callees: Set<String> = []
}

/// An `Animation?`/`AnyTransition` property or function that may resolve to no motion under Reduce Motion.
struct TokenCandidate: Sendable {
    var name: String
    /// The type or extension declaring it.
    var owner: String?
    /// Whether it extends `Animation`/`AnyTransition`, so `.name` reaches it.
    var extendsAnimationType: Bool
    var declaration: Syntax
    /// Parameters of a token function as (label, inner name); `_` labels are `nil`.
    var parameters: [(label: String?, name: String)]
}

/// What pass 1 learns from one file.
struct FileFacts: Sendable {
    var environmentNames: [String] = []
    var feeds: [Feed] = []
    var sites: [SiteCandidate] = []
    var wrappers: [WrapperCandidate] = []
    var tokens: [TokenCandidate] = []
}
