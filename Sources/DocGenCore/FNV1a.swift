/// FNV-1a, 64-bit: a hash of bytes that is the same on every machine and run (Swift's `Hasher` is seeded per
/// process) and cheap enough for tables keyed by raw bytes.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
