import Foundation

/// A running `docgen serve` on an ephemeral loopback port, for end-to-end tests.
public final class ServeProcess {
    /// The port it serves on.
    public private(set) var port = 0
    private let process = Process()
    private let output = OutputCollector()

    /// Starts `docgen serve --port 0 arguments…` in `directory` and waits (at most `timeout`
    /// seconds) until it prints the URL it serves.
    public init(in directory: URL, arguments: [String] = [], timeout: Double = 60) throws {
        process.executableURL = RepositoryPaths.docgenExecutable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        output.read(out.fileHandleForReading, isError: false)
        output.read(err.fileHandleForReading, isError: true)
        try process.run()
        let line = try output.wait(timeout: timeout) { $0.stdout.range(of: #"Serving http://[^ ]+:\d+/"#, options: .regularExpression) != nil }
        guard let match = line.stdout.range(of: #"Serving http://[^ ]+:\d+"#, options: .regularExpression),
              let port = Int(line.stdout[match].split(separator: ":").last ?? "") else {
            throw HTTPTestClient.Failure(description: "docgen serve printed no URL: \(line.stdout) \(line.stderr)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// How many files and connections it has open (from `/proc`); nil where that cannot be read.
    public var openDescriptors: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd"))?.count
    }

    /// How many descriptors it holds once that count has not changed for half a second (at most `timeout` seconds):
    /// a rebuild or a connection the server is still closing holds some for a moment, on a busy machine longer.
    public func settledDescriptors(timeout: Double = 10) -> Int? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last = openDescriptors
        var stableSince = Date()
        while Date() < deadline {
            usleep(50_000)
            let now = openDescriptors
            if now != last {
                last = now
                stableSince = Date()
            } else if Date().timeIntervalSince(stableSince) >= 0.5 {
                break
            }
        }
        return last
    }

    /// What it printed so far.
    public var printed: (stdout: String, stderr: String) { output.snapshot }

    /// Waits until what it printed satisfies `condition`, at most `timeout` seconds.
    @discardableResult
    public func waitForOutput(timeout: Double = 20, _ condition: @escaping ((stdout: String, stderr: String)) -> Bool) throws
        -> (stdout: String, stderr: String) {
        try output.wait(timeout: timeout, condition)
    }

    /// Sends Ctrl-C (SIGINT) and returns the exit status, waiting at most `timeout` seconds.
    public func interrupt(timeout: Double = 20) throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            guard Date() < deadline else { throw HTTPTestClient.Failure(description: "docgen serve did not stop after Ctrl-C") }
            usleep(10_000)
        }
        return process.terminationStatus
    }
}

/// Collects a process's output from pipes and lets a test wait for some of it.
private final class OutputCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var text = (stdout: "", stderr: "")

    var snapshot: (stdout: String, stderr: String) {
        condition.lock()
        defer { condition.unlock() }
        return text
    }

    func read(_ handle: FileHandle, isError: Bool) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                condition.lock()
                if isError {
                    text.stderr += String(decoding: data, as: UTF8.self)
                } else {
                    text.stdout += String(decoding: data, as: UTF8.self)
                }
                condition.broadcast()
                condition.unlock()
            }
        }
        thread.start()
    }

    func wait(timeout: Double, _ satisfied: ((stdout: String, stderr: String)) -> Bool) throws -> (stdout: String, stderr: String) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !satisfied(text) {
            guard condition.wait(until: deadline) else {
                throw HTTPTestClient.Failure(description: "timed out waiting for docgen serve's output; so far:\n\(text.stdout)\n\(text.stderr)")
            }
        }
        return text
    }
}
