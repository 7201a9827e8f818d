/// Which rules conclude each site on its own (``RuleAnalysis/judgesFilesAlone``), so a shard judges the files
/// outside it only for their notes. Declared here, beside the engine that relies on it, rather than in the
/// rules' folders; `ShardMergeTests` proves merged shards equal one scan on the fixture corpus for every rule.
extension ReduceMotionAnalysis {
    /// Each site is concluded from its draft, the context (which the notes of every file make) and the index.
    static var judgesFilesAlone: Bool { true }
}

extension VoiceOverAnalysis {
    /// Each site is concluded from its draft and the helper modifiers the index defines.
    static var judgesFilesAlone: Bool { true }
}

// DynamicTypeAnalysis keeps the default: a token's definition site counts its uses in every file.
