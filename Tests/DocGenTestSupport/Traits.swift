import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only when the swift-evolution corpus is there (``RepositoryPaths/hasCorpus``);
    /// otherwise it is skipped with a message saying where it was looked for.
    public static var needsCorpus: Self {
        .enabled(if: RepositoryPaths.hasCorpus,
                 "the swift-evolution corpus (not part of the repository) is not at ../shared/corpus/swift-evolution; set DOCGEN_CORPUS to its folder to run this test")
    }
}
