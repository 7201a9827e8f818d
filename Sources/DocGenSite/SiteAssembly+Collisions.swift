import DocGenCore

extension SiteAssembly {
    /// Who writes a file of the site: a file of the user's, or docgen itself.
    struct Claim {
        /// The site path.
        var path: String
        /// How the writer is named in messages (`content/a.md`, `docgen's search index`).
        var source: String
        /// Where the user can fix it, when it is one of their files.
        var location: SourceLocation?
    }

    /// Two sources that would write the same file of the site are an error naming both, located at
    /// the user's file (the last writer would otherwise win silently); a file where another needs
    /// a folder too. Paths that differ only in case are a warning: they collide on macOS and Windows.
    public func collisions() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var claimed: [String: Claim] = [:]
        var folders: [String: Claim] = [:]
        var spellings: [String: (spelling: String, claim: Claim)] = [:]
        var warned: Set<String> = []
        for claim in claims() {
            if let first = claimed[claim.path] {
                // Swift compares strings by Unicode equivalence: café in NFC and in NFD are one key, and print alike.
                let normalization = claim.source.utf8.elementsEqual(first.source.utf8) ? ""
                    : claim.source == first.source ? " (the two names are the same text in different Unicode normalizations, NFC and NFD)" : ""
                diagnostics.append(conflict("'\(claim.path)' would be written twice in the site: by \(claim.source) and by \(first.source)"
                                            + "\(normalization); rename or remove one of them", claim, first))
                continue
            }
            if let folder = folders[claim.path] {
                diagnostics.append(conflict("'\(claim.path)' is both a file (\(claim.source)) and a folder of the site (for \(folder.source)); "
                                            + "rename one of them", claim, folder))
                continue
            }
            claimed[claim.path] = claim
            var prefixes: [String] = []
            for (offset, character) in claim.path.enumerated() where character == "/" {
                prefixes.append(String(claim.path.prefix(offset)))
            }
            for folder in prefixes {
                if let file = claimed[folder] {
                    diagnostics.append(conflict("'\(folder)' is both a file (\(file.source)) and a folder of the site (for \(claim.source)); "
                                                + "rename one of them", claim, file))
                }
                if folders[folder] == nil { folders[folder] = claim }
            }
            for spelling in prefixes + [claim.path] {
                let key = spelling.lowercased()
                if let earlier = spellings[key], earlier.spelling != spelling, warned.insert(key).inserted {
                    var warning = Diagnostic.warning(
                        "'\(spelling)' (for \(claim.source)) and '\(earlier.spelling)' (for \(earlier.claim.source)) differ only in case: "
                        + "they are the same path on macOS and Windows", at: claim.location ?? earlier.claim.location, step: .assemble)
                    if let other = earlier.claim.location, claim.location != nil {
                        warning.notes = [Diagnostic(.note, "the other one is here", at: other, step: .assemble)]
                    }
                    diagnostics.append(warning)
                } else if spellings[key] == nil {
                    spellings[key] = (spelling, claim)
                }
            }
        }
        return diagnostics
    }

    /// Every file of the site with its writer: docgen's own files first, then pages, then assets.
    func claims() -> [Claim] {
        var generated: [Claim] = [
            Claim(path: SearchIndex.path, source: "docgen's search index"),
            Claim(path: OutputGuard.markerName, source: "docgen's site marker"),
        ]
        generated += reports.keys.sorted().map { Claim(path: "\(SitePaths.reports)/\($0)", source: "docgen's report '\($0)'") }
        generated += theme.assets.map { Claim(path: "\(SitePaths.assets)/\($0.path)", source: "the theme's asset '\($0.path)'") }
        var pageClaims: [Claim] = []
        for output in outputs {
            switch output {
            case let .content(page):
                pageClaims.append(Claim(path: page.path, source: page.source.displayPath, location: SourceLocation(file: page.source.displayPath)))
            case .generatedHome:
                generated.append(Claim(path: output.path, source: "docgen's generated home page"))
            case let .section(section):
                generated.append(Claim(path: output.path, source: "docgen's index of section '\(section.title)'"))
            case .checklists:
                generated.append(Claim(path: output.path, source: "docgen's checklists page"))
            case let .conformance(report):
                let product = report.product
                generated.append(Claim(path: output.path, source: product.declared ? "the conformance report of product '\(product.id)'"
                                                                                   : "docgen's conformance page",
                                       location: product.declared ? product.location : nil))
            case let .exportedConformance(report):
                let product = report.product
                generated.append(Claim(path: output.path, source: product.declared ? "the self-contained conformance report of product '\(product.id)'"
                                                                                   : "docgen's self-contained conformance report",
                                       location: product.declared ? product.location : nil))
            case let .exportedAuditReport(audit):
                generated.append(Claim(path: output.path, source: "the self-contained report of audit '\(audit.audit.id)'",
                                       location: audit.audit.idLocation))
            case let .auditReport(audit):
                generated.append(Claim(path: output.path, source: "the printable report of audit '\(audit.audit.id)'",
                                       location: audit.audit.idLocation))
            case let .audit(audit):
                generated.append(Claim(path: output.path, source: "the page of audit '\(audit.audit.id)'", location: audit.audit.idLocation))
            case let .auditFile(audit, row):
                generated.append(Claim(path: output.path, source: "the page of '\(row.file)' in audit '\(audit.audit.id)'",
                                       location: audit.audit.idLocation))
            }
        }
        let content = config.contentDirectory
        let assetClaims = assets.map { asset in
            let display = content.isEmpty ? asset.outputPath : "\(content)/\(asset.outputPath)"
            return Claim(path: asset.outputPath, source: display, location: SourceLocation(file: display))
        }
        return generated + pageClaims + assetClaims
    }

    private func conflict(_ message: String, _ claim: Claim, _ other: Claim) -> Diagnostic {
        var diagnostic = Diagnostic.error(message, at: claim.location ?? other.location, step: .assemble)
        if claim.location != nil, let location = other.location, location != claim.location {
            diagnostic.notes = [Diagnostic(.note, "\(other.source) is here", at: location, step: .assemble)]
        }
        return diagnostic
    }
}
