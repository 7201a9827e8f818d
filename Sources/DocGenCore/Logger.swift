import Foundation

/// Progress reporting for long steps. Only `main` decides where it goes; steps just call it.
public struct Logger: Sendable {
    private let sink: (@Sendable (String) -> Void)?

    /// A logger that writes each line to `sink`; `nil` discards everything.
    public init(sink: (@Sendable (String) -> Void)?) {
        self.sink = sink
    }

    /// Discards everything.
    public static let silent = Logger(sink: nil)

    /// Writes progress lines to standard error when it is a terminal and `quiet` is off.
    public static func standardError(quiet: Bool) -> Logger {
        guard !quiet, isatty(STDERR_FILENO) != 0 else { return .silent }
        return Logger { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Reports the start of step `index` of `count`: `[3/7] render 575 pages`.
    public func step(_ index: Int, of count: Int, _ what: String) {
        sink?("[\(index)/\(count)] \(what)")
    }
}
