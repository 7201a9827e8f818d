import Foundation
internal import CCmarkGFM

/// The memory of the documents being rendered: every cmark-gfm allocation of a document (parser, nodes,
/// buffers, the HTML) comes from its thread's arena, by bumping a pointer, and is released all at once
/// when the document is done, instead of one `malloc`/`free` per node (a fifth of cmark-gfm's time).
///
/// cmark-gfm takes an allocator as three C functions without a context argument (`cmark_mem`), so each
/// thread keeps its arena in thread-local storage and ``mem`` finds it there. That is sound because a
/// document is parsed, transformed and rendered by one synchronous call on one thread
/// (``withScope(_:)``), and everything made with ``mem`` — the parser, its nodes and the nodes docgen
/// adds — frees and reallocates through ``mem`` as well: cmark-gfm keeps the allocator of each node and
/// buffer with it. Scopes nest: a scope releases only what was allocated inside it.
final class CmarkArena {
    /// Bytes of one chunk; larger requests get a chunk of their own.
    private static let chunkSize = 1 << 20
    /// Each allocation is preceded by its size, for `realloc`; 16 bytes keep the alignment of `malloc`.
    private static let header = 16

    private var chunks: [(base: UnsafeMutableRawPointer, size: Int)] = []
    /// Bytes used in the last chunk.
    private var used = 0

    private init() {}

    deinit {
        for chunk in chunks { chunk.base.deallocate() }
    }

    /// A position to release back to.
    private struct Mark {
        var chunks: Int
        var used: Int
    }

    /// Runs `body` (one document's work with cmark-gfm) and releases everything allocated through
    /// ``mem`` on this thread meanwhile. Nothing made with ``mem`` in `body` may be used after it returns.
    static func withScope<T>(_ body: () throws -> T) rethrows -> T {
        let arena = current
        let mark = Mark(chunks: arena.chunks.count, used: arena.used)
        defer { arena.release(to: mark) }
        return try body()
    }

    /// The allocator to give cmark-gfm for documents rendered inside ``withScope(_:)``.
    nonisolated(unsafe) static let mem: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(to: cmark_mem(
            calloc: { count, size in CmarkArena.current.allocate(count &* size) },
            realloc: { pointer, size in CmarkArena.current.reallocate(pointer, to: size) },
            free: { _ in }
        ))
        return mem
    }()

    private func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        let needed = (size + Self.header + 15) & ~15
        if chunks.isEmpty || used + needed > chunks[chunks.count - 1].size {
            let chunkSize = max(Self.chunkSize, needed)
            chunks.append((UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16), chunkSize))
            used = 0
        }
        let start = chunks[chunks.count - 1].base + used
        used += needed
        start.storeBytes(of: size, as: Int.self)
        let memory = start + Self.header
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        return memory
    }

    private func reallocate(_ pointer: UnsafeMutableRawPointer?, to size: Int) -> UnsafeMutableRawPointer {
        guard let pointer else { return allocate(size) }
        let old = (pointer - Self.header).load(as: Int.self)
        if size <= old { return pointer }
        let moved = allocate(size)
        moved.copyMemory(from: pointer, byteCount: old)
        return moved
    }

    /// Frees the chunks added after `mark` and rewinds the chunk that was current then. An arena
    /// emptied keeps its first chunk for the next document, unless that chunk was made oversized.
    private func release(to mark: Mark) {
        let keep = mark.chunks > 0 || chunks.first?.size != Self.chunkSize ? mark.chunks : 1
        while chunks.count > keep {
            chunks.removeLast().base.deallocate()
        }
        used = mark.chunks == 0 ? 0 : mark.used
    }

    /// This thread's arena, made on first use and freed when the thread ends.
    private static var current: CmarkArena {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<CmarkArena>.fromOpaque(stored).takeUnretainedValue()
        }
        let arena = CmarkArena()
        pthread_setspecific(key, Unmanaged.passRetained(arena).toOpaque())
        return arena
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            #if canImport(Darwin)
            Unmanaged<CmarkArena>.fromOpaque(stored).release()
            #else
            if let stored { Unmanaged<CmarkArena>.fromOpaque(stored).release() }
            #endif
        }
        return key
    }()
}
