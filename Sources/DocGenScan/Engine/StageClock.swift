import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One stage of a scan as `docgen scan --verbose` reports it: how long it took and the process's peak memory
/// when it ended (the peak only grows, so the stage where it jumps is the one that holds the memory).
public struct ScanStage: Sendable, Hashable {
    /// The stage's name (`read`, `prepare`, `judge`, …).
    public var name: String
    /// Wall time of the stage, in seconds.
    public var seconds: Double
    /// The process's peak resident memory when the stage ended, in bytes (0 where the system does not say).
    public var peakBytes: Int
}

/// Times the stages of one scan.
struct StageClock {
    private(set) var stages: [ScanStage] = []
    private var last = FileWorkers.now()

    /// Ends the stage `name`, which began when the previous one ended.
    mutating func end(_ name: String) {
        let now = FileWorkers.now()
        stages.append(ScanStage(name: name, seconds: now - last, peakBytes: Self.peakResidentBytes()))
        last = now
    }

    /// The process's peak resident set so far.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
