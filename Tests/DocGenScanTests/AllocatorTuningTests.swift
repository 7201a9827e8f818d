@testable import DocGenScan
import Testing

/// The allocator tuning a scan applies (``AllocatorTuning``) is accepted where it applies.
@Suite struct AllocatorTuningTests {
    @Test func glibcAcceptsTheTuning() {
        #if canImport(Glibc)
        #expect(AllocatorTuning.applied)
        #else
        #expect(!AllocatorTuning.applied)
        #endif
    }
}
