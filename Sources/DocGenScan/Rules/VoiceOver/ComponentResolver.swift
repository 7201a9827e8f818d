/// Answers, for drafts the files could not decide, what a view of the scanned code shows and where a declaration
/// is shown, through the ``ComponentGraph``; each answer is worked out once per key. Used by one thread.
final class ComponentResolver {
    /// Where view code ends up shown, once every use is followed.
    indirect enum Terminal: Hashable {
        case named(VoiceOverReason, saysState: Bool)
        case alone
        case control(ControlLabel, outer: [Terminal])
        case unknown(String)
    }

    let graph: ComponentGraph
    private var verdicts: [String: ContentVerdict] = [:]
    private var terminalsByKey: [String: [Terminal]] = [:]
    private var visiting: Set<String> = []

    init(graph: ComponentGraph) { self.graph = graph }

    // MARK: what views show

    /// Whether content shows text; `arguments` stand for the parameters of a control component's call.
    func verdict(of content: LabelContent, arguments: [String: LabelContent] = [:]) -> ContentVerdict {
        audible(content, arguments: arguments).resolved { reference in
            if !arguments.isEmpty, let argument = arguments[reference.name] { return verdict(of: argument) }
            return verdict(of: reference)
        }
    }

    /// The content without the views of the scanned code that show nothing VoiceOver reads (a spinner kept in a property).
    func audible(_ content: LabelContent, arguments: [String: LabelContent] = [:]) -> LabelContent {
        content.droppingSilent { reference in
            guard arguments[reference.name] == nil, let keys = graph.resolver?.keys(of: reference, graph: graph), !keys.isEmpty else { return false }
            return keys.allSatisfy { graph.contents[$0] == .nothing }
        }
    }

    func verdict(of reference: ViewRef) -> ContentVerdict {
        guard let resolver = graph.resolver else { return .unknown(reference.display) }
        let keys = resolver.keys(of: reference, graph: graph)
        if keys.isEmpty {
            if case .parameter = reference.kind { return .unknown(reference.display) }
            return graph.declaredNames.contains(reference.name) ? .noText : .unknown(reference.display)
        }
        let found = keys.map { verdict(ofKey: $0, reference: reference) }
        if found.contains(.noText) { return .noText }
        return found.first { $0 != .text } ?? .text
    }

    private func verdict(ofKey key: String, reference: ViewRef) -> ContentVerdict {
        if let known = verdicts[key] { return known }
        if visiting.contains(key) { return .noText }
        visiting.insert(key)
        defer { visiting.remove(key) }
        let content = graph.contents[key] ?? graph.flows[key].map(LabelContent.any)
        let verdict: ContentVerdict
        if let content {
            verdict = self.verdict(of: content)
        } else if case .parameter = reference.kind {
            verdict = .unknown(reference.display)
        } else if case .type = reference.kind {
            verdict = .noText
        } else {
            verdict = isStoredView(key) ? .unknown(reference.display) : .noText
        }
        verdicts[key] = verdict
        return verdict
    }

    /// Whether a member key names a stored property (a view its callers give, none of which was seen).
    private func isStoredView(_ key: String) -> Bool {
        guard let resolver = graph.resolver, let dot = key.lastIndex(of: ".") else { return false }
        let owner = String(key[..<dot])
        let name = String(key[key.index(after: dot)...])
        return resolver.index.members(named: name, in: owner).contains { $0.kind == .property && !$0.isComputed }
    }

    // MARK: where views are shown

    /// Whether a helper modifier of the scanned code wraps its receiver in a control (`.buttonize {}`).
    func isControlModifier(_ name: String) -> Bool { graph.controls[ComponentKey.member(name, of: "View")] != nil }

    /// A call followed into its callee (a key): inside the callee's own declarations, the callee is shown where this
    /// call is (`caller`), not at every place it is used.
    private static let deepestCall = 8

    private struct Frame {
        let callee: String
        let caller: Placement

        /// Whether a key is the callee or one of its members or parameters.
        func holds(_ key: String) -> Bool {
            key == callee || key.hasPrefix(callee + ".") || key.hasPrefix(callee + "(")
        }
    }

    /// Where view code placed so ends up shown, following every use of the declarations it is open to.
    func terminals(of placement: Placement) -> [Terminal] { terminals(of: placement, in: []) }

    private func terminals(of placement: Placement, in frames: [Frame]) -> [Terminal] {
        switch placement {
        case let .named(reason, saysState): return [.named(reason, saysState: saysState)]
        case .alone: return [.alone]
        case let .inControl(label, outer): return [.control(label, outer: terminals(of: outer, in: frames))]
        case let .helper(name, label, inner):
            guard isControlModifier(name) else { return terminals(of: inner, in: frames) }
            return [.control(ControlLabel(kind: .control, content: label, saysState: false), outer: terminals(of: inner, in: frames))]
        case let .open(hole):
            guard let resolver = graph.resolver else { return [.alone] }
            let keys = resolver.keys(of: hole, graph: graph)
            if keys.isEmpty { return [.alone] }
            var frames = frames
            if case let .argument(callee, _, _, _, caller) = hole {
                let callees = resolver.keys(of: callee, graph: graph)
                // A view that passes its content to itself (a tree's rows) is followed a few calls deep.
                if callees.count == 1, frames.count < Self.deepestCall { frames.append(Frame(callee: callees[0], caller: caller)) }
            }
            var found: [Terminal] = []
            for key in keys {
                for terminal in terminals(ofKey: key, in: frames) where !found.contains(terminal) { found.append(terminal) }
            }
            return found
        }
    }

    /// The terminals of a key inside the callees followed: the innermost callee holding it is shown where its call is.
    /// Worked out per call (a callee's own declarations only); outside every callee, once per key.
    private func terminals(ofKey key: String, in frames: [Frame]) -> [Terminal] {
        guard let index = frames.lastIndex(where: { $0.holds(key) }) else { return terminals(ofKey: key) }
        let frame = frames[index]
        if key == frame.callee { return terminals(of: frame.caller, in: Array(frames[..<index])) }
        let inside = Array(frames[...index])
        let mark = "#\(index)#" + key
        if visiting.contains(mark) { return [] }
        visiting.insert(mark)
        defer { visiting.remove(mark) }
        guard let uses = graph.uses[key], !uses.isEmpty else { return [.alone] }
        var found: [Terminal] = []
        for use in uses {
            for terminal in terminals(of: use, in: inside) where !found.contains(terminal) { found.append(terminal) }
        }
        return found
    }

    private func terminals(ofKey key: String) -> [Terminal] {
        if let known = terminalsByKey[key] { return known }
        if visiting.contains("@" + key) { return [] }
        visiting.insert("@" + key)
        defer { visiting.remove("@" + key) }
        guard let uses = graph.uses[key], !uses.isEmpty else {
            terminalsByKey[key] = [.alone]
            return [.alone]
        }
        var found: [Terminal] = []
        for use in uses {
            for terminal in terminals(of: use) where !found.contains(terminal) { found.append(terminal) }
        }
        terminalsByKey[key] = found
        return found
    }
}
