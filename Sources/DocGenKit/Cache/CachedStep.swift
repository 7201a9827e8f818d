import DocGenCore

/// A step that uses the runner's cache (``BuildCache``): it implements ``BuildStep/run(_:reusing:)``, which a
/// plain ``BuildStep`` leaves to its default (the cache unseen).
protocol CacheAwareStep: BuildStep {}

extension CacheAwareStep {
    /// Runs the step with nothing to reuse.
    func run(_ context: inout BuildContext) throws(DiagnosticError) {
        var cache = BuildCache(retainsProducts: false)
        try run(&context, reusing: &cache)
    }
}

/// A step whose whole product is reused while its key is unchanged: the step says what its product is made
/// from (``key(_:cache:)``), how to make it and how it goes into the context; the runner decides whether to
/// make it or take it from the step's entry of the cache.
protocol CachedStep: CacheAwareStep {
    /// What the product is made from; equal keys make equal products.
    associatedtype Key: Equatable & Sendable
    /// What the step makes.
    associatedtype Product: Sendable
    /// The step's entry in the cache.
    static var entry: WritableKeyPath<BuildCache, CacheEntry<Key, Product>?> { get }
    /// Whether a newly made product makes every other entry stale (the config, which everything is made from).
    static var invalidatesCache: Bool { get }
    /// Reads the step's inputs (bytes, hashes, earlier steps' values, or the key of an earlier step's entry).
    func key(_ context: BuildContext, cache: BuildCache) throws(DiagnosticError) -> Key
    /// Makes the product from the context.
    func make(_ context: BuildContext) throws(DiagnosticError) -> Product
    /// Puts the product, made or reused, into the context (and checks what depends on more than the key).
    func apply(_ product: Product, to context: inout BuildContext) throws(DiagnosticError)
}

extension CachedStep {
    static var invalidatesCache: Bool { false }

    func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError) {
        let key = try key(context, cache: cache)
        if let product = cache[keyPath: Self.entry]?.product(for: key) {
            try apply(product, to: &context)
            return
        }
        if Self.invalidatesCache { cache.forgetProducts() }
        let product = try make(context)
        cache[keyPath: Self.entry] = CacheEntry(key: key, product: product)
        try apply(product, to: &context)
    }
}

/// What a ``MemoStep`` keeps in the cache between runs.
protocol StepMemo: Sendable {
    /// Nothing kept.
    init()
}

/// A step that reuses its work item by item (a page, a scan): it asks its own entry of the cache (``memo``)
/// for each item by the item's key, and records what it made. It sees no other step's entry, only the keys
/// the runner tells it (``BuildCache``, read-only).
protocol MemoStep: CacheAwareStep {
    /// What the step keeps.
    associatedtype Memo: StepMemo
    /// The step's entry in the cache.
    static var memo: WritableKeyPath<BuildCache, Memo> { get }
    /// Does the step's work with its entry; `cache` is read for the keys of earlier steps.
    func run(_ context: inout BuildContext, memo: inout Memo, cache: BuildCache) throws(DiagnosticError)
}

extension MemoStep {
    func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError) {
        // Taken out while the step runs, so that its edits do not copy what the cache still holds.
        var memo = cache[keyPath: Self.memo]
        cache[keyPath: Self.memo] = Memo()
        defer { cache[keyPath: Self.memo] = memo }
        try run(&context, memo: &memo, cache: cache)
    }
}
