import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tunes glibc's allocator for a scan, once per process.
///
/// Why: a scan parses files on short-lived worker threads (``FileWorkers``, a set per stage) beside Dispatch's own,
/// and glibc gives threads arenas of their own (up to eight per core), each keeping what its threads freed. The
/// trees a stage releases then stay in arenas the next stage's threads do not use: on Pocket Casts the peak
/// resident memory was twice the peak heap (170 MB against 88 MB). One arena per core lets each stage reuse what
/// the last one freed; a fixed mmap threshold returns each large block (a big file's tree slabs) to the system
/// when freed, where glibc would otherwise raise the threshold after the first such block and keep the rest.
/// Other systems' allocators are left alone.
enum AllocatorTuning {
    /// glibc's `mallopt` parameters (`malloc.h`, which Swift's Glibc module does not import).
    private static let mmapThreshold: Int32 = -3
    private static let arenaMax: Int32 = -8
    /// Blocks from this size up are mapped on their own (glibc's initial threshold, kept fixed).
    static let mappedBlockSize: Int32 = 128 * 1024

    /// Applies the tuning on first use; whether the allocator accepted it (false on other systems).
    static let applied: Bool = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let cores = Int32(clamping: max(2, ProcessInfo.processInfo.activeProcessorCount))
        return mallopt(arenaMax, cores) == 1 && mallopt(mmapThreshold, mappedBlockSize) == 1
        #else
        return false
        #endif
    }()
}
