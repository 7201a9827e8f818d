import SwiftSyntax

/// Questions about a node's ancestors in one file, answered once for every node climbed through, and the
/// work they took.
///
/// Sites of one file share most of their ancestors, and in a chain of N modifiers each call is nested in
/// the next, so climbing from every site to its declaration costs N × N steps; remembering the answer for
/// each node on the way makes the climbs of a whole file cost one step per node. One `Ancestry` serves one
/// file (``ParsedFile/ancestry``) and is used by one thread at a time: every rule judging the file is handed
/// it explicitly.
final class Ancestry: @unchecked Sendable {
    /// Units of work done for this file: nodes climbed, chain calls read, covered ranges probed. Tests prove
    /// with it that the analysis of a file stays linear in its size.
    private(set) var steps = 0

    private let typeDeclarations = Memo<Syntax?>()
    private let memberDeclarations = Memo<Syntax?>()
    private let typePaths = Memo<String>()
    private let insideView = Memo<Bool>()
    private let chainTops = Memo<Syntax>()
    private var enclosingNames: [SyntaxIdentifier: String] = [:]
    /// ``viewChains(around:)``'s answers, by the outermost call of a chain.
    private var viewChainsByTop: [SyntaxIdentifier: ViewNesting] = [:]

    init() {}

    /// Records `count` units of work.
    func count(_ count: Int = 1) { steps += count }

    /// Remembered answers to one question, by node. A class, so a climb's `decide` may itself climb.
    final class Memo<Value> {
        fileprivate var answers: [SyntaxIdentifier: Value] = [:]
        init() {}
    }

    /// The first answer `decide(parent, child)` gives climbing from `node`, `top` when the root is reached;
    /// every node climbed through remembers the answer in `memo` (which must serve this question only).
    func climb<Value>(from node: Syntax, memo: Memo<Value>, top: Value, decide: (_ parent: Syntax, _ child: Syntax) -> Value?) -> Value {
        var path: [SyntaxIdentifier] = []
        var child = node
        var answer = top
        while true {
            steps += 1
            if let known = memo.answers[child.id] {
                answer = known
                break
            }
            path.append(child.id)
            guard let parent = child.parent else { break }
            if let decided = decide(parent, child) {
                answer = decided
                break
            }
            child = parent
        }
        for id in path { memo.answers[id] = answer }
        return answer
    }

    /// A value built from the root down: `step(parent, valueOfParent)` gives each node's value, `root` is the
    /// root's; every node climbed through remembers its value in `memo`.
    func fold<Value>(from node: Syntax, memo: Memo<Value>, root: Value, step: (_ parent: Syntax, _ parentValue: Value) -> Value) -> Value {
        var path: [Syntax] = []
        var current = node
        var value = root
        while true {
            steps += 1
            if let known = memo.answers[current.id] {
                value = known
                break
            }
            path.append(current)
            guard let parent = current.parent else {
                value = root
                memo.answers[current.id] = root
                path.removeLast()
                break
            }
            current = parent
        }
        for node in path.reversed() {
            value = step(node.parent!, value)
            memo.answers[node.id] = value
        }
        return value
    }

    // MARK: declarations around a node

    /// The innermost enclosing type or extension declaration.
    func innermostTypeDeclaration(of node: Syntax) -> Syntax? {
        climb(from: node, memo: typeDeclarations, top: nil) { parent, _ in
            Enclosing.typeName(parent) != nil ? .some(parent) : nil
        }
    }

    /// The member-level declaration holding the node (the node itself when it is one).
    func memberDeclaration(of node: Syntax) -> Syntax? {
        if Enclosing.memberName(node) != nil { return node }
        if Enclosing.typeName(node) != nil { return nil }
        return climb(from: node, memo: memberDeclarations, top: nil) { parent, _ in
            if Enclosing.memberName(parent) != nil { return .some(parent) }
            return Enclosing.typeName(parent) != nil ? .some(nil) : nil
        }
    }

    /// The dotted path of the enclosing types (`Settings.Panel`), the extended type for extensions, empty at top level.
    func typePath(of node: Syntax) -> String {
        fold(from: node, memo: typePaths, root: "") { parent, outer in
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return TypeName.normalise(extensionDecl.extendedType.compactText)
            }
            guard let name = Enclosing.typeName(parent), !parent.is(ProtocolDeclSyntax.self) else { return outer }
            return outer.isEmpty ? name : outer + "." + name
        }
    }

    /// ``Enclosing/name(of:)`` of the node's member declaration, worked out once per member.
    func enclosingName(of node: Syntax) -> String {
        guard let member = memberDeclaration(of: node) else { return Enclosing.name(of: node) }
        if let known = enclosingNames[member.id] { return known }
        let name = Enclosing.name(of: member)
        enclosingNames[member.id] = name
        return name
    }

    /// Whether an implicit-`self` call at `node` is inside a view (``ViewContext``).
    func isInsideView(_ node: Syntax) -> Bool {
        climb(from: node, memo: insideView, top: false) { parent, _ in ViewContext.answer(at: parent) }
    }

    // MARK: modifier chains

    /// The outermost call of the modifier chain `call` is in (`a.b().c()` → `c()`), `call` itself when none is
    /// called on it.
    func chainTop(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let top = climb(from: Syntax(call), memo: chainTops, top: Syntax(call)) { parent, child in
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
               let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == parent.id {
                return nil
            }
            if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == child.id,
               child.is(MemberAccessExprSyntax.self) {
                return nil
            }
            return child
        }
        return top.as(FunctionCallExprSyntax.self) ?? call
    }

    /// The view a call styles and the containers around it (``ViewChains``), worked out once per chain.
    func viewNesting(around call: FunctionCallExprSyntax) -> ViewNesting {
        let top = chainTop(of: call)
        if let known = viewChainsByTop[top.id] { return known }
        let nesting = ViewChains.nesting(fromTop: top, ancestry: self)
        viewChainsByTop[top.id] = nesting
        return nesting
    }

    /// ``ViewChains``: the chain of `call` and those of the containers around it, innermost first.
    func viewChains(around call: FunctionCallExprSyntax) -> [[FunctionCallExprSyntax]] {
        viewNesting(around: call).chains
    }
}
