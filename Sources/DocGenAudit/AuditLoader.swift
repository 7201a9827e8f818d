import DocGenCore
import Foundation

/// Loads audit files (YAML or JSON) and validates them, reporting every problem at once.
///
/// Every error is located `path:line:column`; invalid input throws ``DiagnosticError`` and the caller
/// writes nothing.
public enum AuditLoader {
    /// The pipeline step named in diagnostics.
    public static let step: Step = .audits

    /// Loads every audit named in `config` and checks them together: audit ids are unique across
    /// audits, and every gate names a loaded audit, at most once.
    public static func loadAll(config: SiteConfig) throws(DiagnosticError) -> [Audit] {
        var collector = DiagnosticCollector()
        var audits: [Audit] = []
        for reference in config.audits {
            do {
                audits.append(try load(reference, config: config))
            } catch {
                collector.append(contentsOf: error.diagnostics)
            }
        }
        collector.append(contentsOf: duplicateAuditIDs(audits))
        if !collector.hasErrors {
            collector.append(contentsOf: gateProblems(config.gates, audits: audits))
            collector.append(contentsOf: resolveProducts(of: &audits, products: config.products, configFile: config.file))
        }
        if !collector.hasErrors {
            collector.append(contentsOf: statementProblems(audits, products: config.reportedProducts))
        }
        try collector.throwIfErrors()
        return audits
    }

    /// Sets every audit's `product` to the id of the product it is about: the one it names, the only one
    /// declared, or the implicit product of a site that declares none.
    static func resolveProducts(of audits: inout [Audit], products: [Product], configFile: String) -> [Diagnostic] {
        let ids = products.map(\.id)
        var diagnostics: [Diagnostic] = []
        for index in audits.indices {
            let audit = audits[index]
            let location = audit.productLocation ?? audit.idLocation
            switch (audit.product, ids.count) {
            case (nil, 0):
                audits[index].product = Product.implicitID
            case (nil, 1):
                audits[index].product = ids[0]
            case (nil, _):
                diagnostics.append(.error("audit '\(audit.id)' names no product: \(configFile) declares \(ids.count) "
                                          + "(\(ids.joined(separator: ", "))), so each audit says which one it is about with 'product:'",
                                          at: location, step: step))
            case let (name?, 0):
                diagnostics.append(.error("audit '\(audit.id)' names product '\(name)', but \(configFile) declares no products "
                                          + "(add 'products:' there, or remove 'product:')", at: location, step: step))
            case let (name?, _) where !ids.contains(name):
                diagnostics.append(.error("unknown product '\(name)' (products: \(ids.joined(separator: ", ")))", at: location, step: step))
            default:
                break
            }
        }
        return diagnostics
    }

    /// A criterion declared not applicable to a product while items of the product's audits name it is a
    /// contradiction the conformance report cannot show.
    static func statementProblems(_ audits: [Audit], products: [Product]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for product in products {
            let own = audits.filter { $0.product == product.id }
            for statement in product.statements + own.flatMap(\.statements) where statement.notApplicable != nil {
                let items = own.flatMap { audit in audit.items.filter { $0.criteria.contains(statement.criterion) } }
                guard !items.isEmpty else { continue }
                let names = items.prefix(3).map(\.id).joined(separator: ", ") + (items.count > 3 ? " and \(items.count - 3) more" : "")
                diagnostics.append(Diagnostic(
                    .error, "criterion \(statement.criterion.id) is declared not applicable to \(product.name), but "
                        + "\(items.count == 1 ? "an item names" : "\(items.count) items name") it (\(names)): remove the statement, "
                        + "or the criterion from the items",
                    at: statement.location, step: step,
                    notes: items.prefix(3).map { Diagnostic(.note, "'\($0.id)' names \(statement.criterion.id)", at: $0.location, step: step) }))
            }
        }
        return diagnostics
    }

    /// Loads the audit file a reference names, resolved against the config's root.
    public static func load(_ reference: AuditReference, config: SiteConfig) throws(DiagnosticError) -> Audit {
        let url = config.url(for: reference.data)
        let root = config.root.resolvingSymlinksInPath().standardizedFileURL.path
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
        if reference.data.hasPrefix("/") || !resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw DiagnosticError(.error(
                "audit data file '\(reference.data)' must be inside the project folder", at: reference.location, step: step))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiagnosticError(.error("audit data file '\(reference.data)' does not exist", at: reference.location, step: step))
        }
        if isDirectory.boolValue {
            throw DiagnosticError(.error("audit data file '\(reference.data)' is a folder, not a file", at: reference.location, step: step))
        }
        let text = try TextFile.read(url, displayPath: reference.data, step: step)
        return try parse(text, file: reference.data)
    }

    /// Parses and validates the text of an audit file; `file` is how it is named in diagnostics.
    public static func parse(_ text: String, file: String) throws(DiagnosticError) -> Audit {
        let parser = AuditFileParser(file: file)
        let audit = parser.parse(text)
        try DiagnosticCollector.throwing(parser.diagnostics)
        guard let audit else {
            throw DiagnosticError(.error("the audit file cannot be read", at: SourceLocation(file: file, line: 1, column: 1), step: step))
        }
        return audit
    }

    static func duplicateAuditIDs(_ audits: [Audit]) -> [Diagnostic] {
        var first: [String: Audit] = [:]
        var diagnostics: [Diagnostic] = []
        for audit in audits {
            if let original = first[audit.id] {
                diagnostics.append(Diagnostic(
                    .error, "duplicate audit id '\(audit.id)'", at: audit.idLocation, step: step,
                    notes: [Diagnostic(.note, "'\(audit.id)' is first defined here", at: original.idLocation, step: step)]))
            } else {
                first[audit.id] = audit
            }
        }
        return diagnostics
    }

    static func gateProblems(_ gates: [GateConfig], audits: [Audit]) -> [Diagnostic] {
        let known = audits.map(\.id)
        var seen: [String: GateConfig] = [:]
        var diagnostics: [Diagnostic] = []
        for gate in gates {
            if !known.contains(gate.audit) {
                let list = known.isEmpty ? "no audits are configured" : "audits: \(known.sorted().joined(separator: ", "))"
                diagnostics.append(.error("gate names unknown audit '\(gate.audit)' (\(list))", at: gate.location, step: step))
            } else if let original = seen[gate.audit] {
                diagnostics.append(Diagnostic(
                    .error, "duplicate gate for audit '\(gate.audit)'", at: gate.location, step: step,
                    notes: [Diagnostic(.note, "the first gate for '\(gate.audit)' is here", at: original.location, step: step)]))
            } else {
                seen[gate.audit] = gate
            }
        }
        return diagnostics
    }
}
