import Foundation

/// Git in a test's temporary project, with a fixed identity and date and no user or system configuration.
public enum GitFixture {
    /// A failed git command, with what it printed.
    public struct Failure: Error, CustomStringConvertible {
        /// The command and its standard error.
        public var description: String
    }

    /// Runs `git arguments…` in `folder` as committer and author "A" at `date`; its standard output,
    /// trimmed. Throws when git fails.
    @discardableResult
    public static func git(_ arguments: [String], in folder: URL, date: String = "2024-05-06T10:00:00+02:00") throws -> String {
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                           ["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments,
                                           in: folder, environment: [
                                               "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com", "GIT_AUTHOR_DATE": date,
                                               "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com", "GIT_COMMITTER_DATE": date,
                                               "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
                                           ])
        guard result.status == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stages everything in `folder` and commits it at `date`; the new commit's hash.
    @discardableResult
    public static func commitAll(_ message: String, in folder: URL, date: String) throws -> String {
        try git(["add", "-A"], in: folder, date: date)
        try git(["commit", "-q", "--allow-empty", "-m", message], in: folder, date: date)
        return try git(["rev-parse", "HEAD"], in: folder, date: date)
    }
}
