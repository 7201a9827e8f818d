import SwiftSyntax

/// How a file's views read one member of another object (`viewModel.isLoading`, `store.progress`): the effects
/// those reads drive, and whether any read passes the value somewhere its effect cannot be followed. A view
/// model's `withAnimation { isLoading = false }` animates exactly what the views reading `isLoading` change, and
/// those views are usually in other files.
struct MemberRead: Sendable, Hashable {
    var effects: [EffectTrait: Bool] = [:]
    var opaque = false
    /// Computed properties that read the member (`var displayedTitle: String { store.title ?? "" }`): whatever
    /// reads them shows it too.
    var via: Set<String> = []
    /// Component parameters that receive it, as `Type.label` (looked up in the same map).
    var passed: Set<String> = []

    mutating func merge(_ other: MemberRead) {
        for (effect, neutralised) in other.effects { effects[effect] = (effects[effect] ?? true) && neutralised }
        opaque = opaque || other.opaque
        via.formUnion(other.via)
        passed.formUnion(other.passed)
    }

    /// What the reads of `names` show, following the computed properties and component parameters that pass them
    /// on (a few steps deep); a component parameter no scanned view declares is unknown.
    static func shown(_ names: Set<String>, in reads: [String: MemberRead]) -> MemberRead {
        var found = MemberRead()
        var seen = names
        var pending = names
        for _ in 0..<3 where !pending.isEmpty {
            var next: Set<String> = []
            for name in pending {
                guard let read = reads[name] else {
                    if name.contains(".") { found.opaque = true }
                    continue
                }
                found.merge(read)
                next.formUnion(read.via.union(read.passed).subtracting(seen))
            }
            seen.formUnion(next)
            pending = next
        }
        found.via = []
        found.passed = []
        return found
    }

    /// Whether no code reads any of `names` as a member of another object (`model.name`, `$model.name`): a state
    /// only its own type touches is shown by no view.
    static func unread(_ names: Set<String>, in reads: [String: MemberRead]) -> Bool {
        !names.isEmpty && names.allSatisfy { !$0.contains(".") && reads[$0] == nil }
    }

    /// Reads of several files merged by member name.
    static func merged(_ parts: [[String: MemberRead]]) -> [String: MemberRead] {
        var result: [String: MemberRead] = [:]
        for part in parts {
            for (name, read) in part { result[name, default: MemberRead()].merge(read) }
        }
        return result
    }
}

extension StateEffects {
    /// The member reads of this file's view code (the bodies and other `some View` members) and computed
    /// properties (a view model's `var title: String { store.title }` passes `title` on). One pass over the
    /// file's identifiers; each read's role is found by the climb every state lookup shares. A member read
    /// anywhere else (`ToastCenter.update(progress: store.progress)`) is kept with no effect: a state no code
    /// outside its own type reads at all is shown by no view.
    func memberReads() -> [String: MemberRead] {
        let ranges = file.declarations.filter { declaration in
            declaration.isView || (declaration.kind == .property && declaration.isComputed)
        }.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        var result: [String: MemberRead] = [:]
        var position = 0
        for token in file.identifierTokenList {
            let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
            while position < ranges.count, ranges[position].upperBound <= offset { position += 1 }
            let inView = position < ranges.count && ranges[position].contains(offset)
            // Outside views only the name of a member read is kept; the parent links say which names those are
            // (no copy of the file's text, no walk).
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                  let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
                  Assignment(target: ExprSyntax(member), compound: true) == nil else { continue }
            guard inView, let type = file.ancestry.innermostTypeDeclaration(of: Syntax(reference)) else {
                if result[token.text] == nil { result[token.text] = MemberRead() }
                continue
            }
            var found = Uses()
            let known = add(read: reference, of: token.text, in: type, depth: 0, to: &found)
            result[token.text, default: MemberRead()].merge(MemberRead(effects: found.effects, opaque: !known || found.opaque,
                                                                          via: found.via, passed: found.passed))
        }
        componentReads(into: &result)
        return result
    }

    /// How each view type of the file shows its stored properties, keyed `Type.property`: what a caller passing
    /// `Type(property: value)` animates when `value` changes.
    func componentReads(into result: inout [String: MemberRead]) {
        let viewTypes = Set(file.declarations.lazy.filter(\.isView).map(\.owner))
        for declaration in file.declarations where declaration.kind == .property && !declaration.isComputed && !declaration.isStatic
            && viewTypes.contains(declaration.owner) {
            guard let type = file.declarations.first(where: { $0.kind == .type && $0.qualifiedName == declaration.owner }),
                  let syntax = file.identifier(at: type.nameOffset)?.parent else { continue }
            let found = uses(of: declaration.name, in: syntax, depth: 0)
            let typeName = declaration.owner.split(separator: ".").last.map(String.init) ?? declaration.owner
            result["\(typeName).\(declaration.name)", default: MemberRead()].merge(
                MemberRead(effects: found.effects, opaque: found.opaque, via: [], passed: found.passed))
        }
    }
}
