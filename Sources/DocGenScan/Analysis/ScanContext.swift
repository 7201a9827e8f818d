import SwiftSyntax

/// A token found safe: `nil` or a crossfade under Reduce Motion.
struct ResolvedToken: Sendable {
    var name: String
    var owner: String?
    var extendsAnimationType: Bool
    /// Parameters that must receive a Reduce Motion read: (label, position, polarity).
    var flagParameters: [(label: String?, index: Int, polarity: Bool)]
}

/// What every file's judgement shares once pass 1 is done: reads, tokens, wrappers and options.
struct ScanContext: Sendable {
    var reads: ReduceMotionReads
    var tokens: [String: [ResolvedToken]] = [:]
    /// Safe wrapper names (functions and modifier types) and configured names.
    var wrappers: Set<String> = []
    var configuredNames: Set<String> = []
    /// Motion in the definitions of animation tokens by name (safe or not).
    var tokenTraits: [String: Set<MotionTrait>] = [:]
    var options: ScanOptions
}
