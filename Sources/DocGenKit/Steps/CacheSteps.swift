import DocGenCore
import DocGenSite
import Foundation

/// With the build cache on (`docgen build`, unless `--no-cache`), reads `.build-docgen/` (``DiskCache``):
/// when the inputs (hashed with their history from git) and the output folder are as the last build left
/// them, the build is up to date and the run stops here, reporting what that build reported. Otherwise the
/// last build's rendered Markdown and its intact pages' context hashes go to the steps that reuse them.
struct RestoreCacheStep: CacheAwareStep {
    var step: Step { .restoreCache }
    var usesBuildCache: Bool { true }

    func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError) {
        let config = try context.required(context.config, "config")
        let inputs = try context.required(context.inputs, "inputs")
        try DiskCache.refuseLinkedFolder(config: config)
        _ = context.history()
        let output = inputs.output.standardizedFileURL
        let file = DiskCache.manifestURL(config: config, inputs: inputs)
        let key = DiskCache.fingerprint(context, inputs: inputs)
        let manifest = DiskCache.manifest(at: file)
        let stamps = DiskCache.stamps(under: output)
        if let manifest, manifest.inputs == key, manifest.outputs == stamps {
            SiteWriter.removeStagingOfDeadBuilds(beside: output)
            cache.upToDate = manifest.result
            return
        }
        // A build that fails from here on leaves no manifest that vouches for the old output.
        try? FileManager.default.removeItem(at: file)
        cache.disk = (file, key)
        cache.markdown.archive = (try? Data(contentsOf: DiskCache.archiveURL(beside: file))).map(MarkdownArchive.decode) ?? [:]
        cache.pages.recordsHashes = true
        if let manifest {
            let intact = manifest.pages.filter { stamps[$0.key] != nil && stamps[$0.key] == manifest.outputs[$0.key] }
            cache.pages.onDisk = (manifest.theme, intact)
        }
    }
}

/// With the build cache on, writes what this build read, wrote and reported into `.build-docgen/`: the
/// manifest (the inputs' hash, the output's file stamps, every page's context hash, the result) and the
/// archive of rendered Markdown. A failure to write it costs the next build time, never correctness.
struct SaveCacheStep: CacheAwareStep {
    var step: Step { .saveCache }
    var producesSite: Bool { true }
    var usesBuildCache: Bool { true }

    func run(_ context: inout BuildContext, reusing cache: inout BuildCache) throws(DiagnosticError) {
        guard let disk = cache.disk, let theme = cache.theme?.key, let output = context.inputs?.output.standardizedFileURL else { return }
        let result = BuildResult(context: context)
        let stored = DiskCache.StoredResult(pageCount: result.pageCount, warnings: result.warnings, gates: result.gates,
                                            ratchet: result.ratchet, passed: result.passed)
        let manifest = DiskCache.Manifest(inputs: disk.inputs, theme: theme, outputs: DiskCache.stamps(under: output),
                                          pages: cache.pages.hashes, result: stored)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try? FileManager.default.createDirectory(at: disk.manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? MarkdownArchive.encode(cache.markdown.archived).write(to: DiskCache.archiveURL(beside: disk.manifest), options: .atomic)
        if let data = try? encoder.encode(manifest) {
            try? (Data((ContentHash.of(data).description + "\n").utf8) + data).write(to: disk.manifest, options: .atomic)
        }
    }
}
