import Foundation

/// The outcome of running a command.
public struct CommandResult: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var stdout: String
    /// Everything written to standard error.
    public var stderr: String
}

/// Runs the built `docgen` executable, as a user would.
public enum DocGenCommand {
    /// Runs `docgen arguments…` in `directory` with extra environment variables.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.run(RepositoryPaths.docgenExecutable, arguments, in: directory, environment: environment)
    }
}

/// Runs processes and captures their output without deadlocking on full pipes.
public enum CommandRunner {
    /// Runs `executable arguments…` in `directory`.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                           environment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GITHUB_STEP_SUMMARY")
        env.removeValue(forKey: "SOURCE_DATE_EPOCH")
        env.merge(environment) { $1 }
        process.environment = env
        let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-out-\(UUID().uuidString)")
        let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: outFile.path, contents: nil)
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile)
        let err = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandResult(status: process.terminationStatus,
                             stdout: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "",
                             stderr: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
    }
}
