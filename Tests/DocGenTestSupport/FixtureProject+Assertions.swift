import Testing

extension FixtureProject {
    /// Expects the project's file at `path` to hold exactly `expected`. A failure names the file and
    /// its first differing line, and is reported at the caller's `sourceLocation`.
    public func assertFileContent(_ path: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual = read(path) else {
            Issue.record("\(path) does not exist or is not UTF-8 text", sourceLocation: sourceLocation)
            return
        }
        if let difference = Golden.difference(expected: expected, actual: actual, name: path) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    /// Expects the project's file at `path` to exist and to contain each of `fragments` and none of
    /// `absent`; each failure names the file and the fragment and is reported at the caller's
    /// `sourceLocation`. Returns the file's text (`nil` when it is missing) for further checks.
    @discardableResult
    public func assertFileContent(_ path: String, contains fragments: [String], lacks absent: [String] = [],
                                  sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let text = read(path) else {
            Issue.record("\(path) does not exist or is not UTF-8 text", sourceLocation: sourceLocation)
            return nil
        }
        for fragment in fragments where !text.contains(fragment) {
            Issue.record("\(path) lacks \(fragment.debugDescription)", sourceLocation: sourceLocation)
        }
        for fragment in absent where text.contains(fragment) {
            Issue.record("\(path) contains \(fragment.debugDescription)", sourceLocation: sourceLocation)
        }
        return text
    }
}
