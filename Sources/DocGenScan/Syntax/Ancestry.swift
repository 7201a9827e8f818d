import SwiftSyntax

/// Questions about a node's ancestors, answered once for every node climbed through.
///
/// Sites of one file share most of their ancestors, and in a chain of N modifiers each call is nested in
/// the next, so climbing from every site to its declaration costs N × N steps; remembering the answer for
/// each node on the way makes the climbs of a whole file cost one step per node. One `Ancestry` serves
/// one file, used by one thread at a time (the file's judgement binds it as ``current``).
final class Ancestry: @unchecked Sendable {
    /// The ancestry of the file being judged on this thread, if the scanner bound one: ``Enclosing``
    /// consults it so every rule's climbs are remembered without passing it through each call.
    @TaskLocal static var current: Ancestry?
    /// Counts the steps of every climb on this thread while bound: tests prove with it that climbs stay linear.
    @TaskLocal static var stepCounter: StepCounter?

    /// Steps climbed.
    final class StepCounter: @unchecked Sendable {
        private(set) var steps = 0
        init() {}
        func add() { steps += 1 }
    }

    private let typeDeclarations = Memo<Syntax?>()
    private let memberDeclarations = Memo<Syntax?>()
    private let typePaths = Memo<String>()
    /// ``ViewContext/isInsideView(_:)``'s answers.
    let insideView = Memo<Bool>()
    private let chainTops = Memo<Syntax>()
    /// ``ViewChains/around(_:)``'s answers, by the outermost call of a chain.
    private var viewChainsByTop: [SyntaxIdentifier: [[FunctionCallExprSyntax]]] = [:]

    /// The outermost call of the modifier chain `call` is in (`a.b().c()` → `c()`), `call` itself when none is
    /// called on it.
    func chainTop(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        let top = Self.climb(from: Syntax(call), memo: chainTops, top: Syntax(call)) { parent, child in
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

    /// ``ViewChains/around(_:)``, worked out once per chain.
    func viewChains(around call: FunctionCallExprSyntax) -> [[FunctionCallExprSyntax]] {
        let top = chainTop(of: call)
        if let known = viewChainsByTop[top.id] { return known }
        let chains = ViewChains.chains(fromTop: top)
        viewChainsByTop[top.id] = chains
        return chains
    }

    /// Remembered answers to one question, by node. A class, so a climb's `decide` may itself climb.
    final class Memo<Value> {
        fileprivate var answers: [SyntaxIdentifier: Value] = [:]
        init() {}
    }

    init() {}

    /// The first answer `decide(parent, child)` gives climbing from `node`, `top` when the root is reached;
    /// every node climbed through remembers the answer in `memo` (which must serve this question only).
    static func climb<Value>(from node: Syntax, memo: Memo<Value>, top: Value,
                             decide: (_ parent: Syntax, _ child: Syntax) -> Value?) -> Value {
        var path: [SyntaxIdentifier] = []
        var child = node
        var answer = top
        let counter = stepCounter
        while true {
            counter?.add()
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
    static func fold<Value>(from node: Syntax, memo: Memo<Value>, root: Value,
                            step: (_ parent: Syntax, _ parentValue: Value) -> Value) -> Value {
        var path: [Syntax] = []
        var current = node
        var value = root
        let counter = stepCounter
        while true {
            counter?.add()
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

    /// ``Enclosing/innermostTypeDeclaration(of:)``, remembered.
    func innermostTypeDeclaration(of node: Syntax) -> Syntax? {
        Self.climb(from: node, memo: typeDeclarations, top: nil) { parent, _ in
            Enclosing.typeName(parent) != nil ? .some(parent) : nil
        }
    }

    /// ``Enclosing/memberDeclaration(of:)``, remembered.
    func memberDeclaration(of node: Syntax) -> Syntax? {
        if Enclosing.memberName(node) != nil { return node }
        if Enclosing.typeName(node) != nil { return nil }
        return Self.climb(from: node, memo: memberDeclarations, top: nil) { parent, _ in
            if Enclosing.memberName(parent) != nil { return .some(parent) }
            return Enclosing.typeName(parent) != nil ? .some(nil) : nil
        }
    }

    /// ``Enclosing/typePath(of:)``, remembered.
    func typePath(of node: Syntax) -> String {
        Self.fold(from: node, memo: typePaths, root: "") { parent, outer in
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return TypeName.normalise(extensionDecl.extendedType.compactText)
            }
            guard let name = Enclosing.typeName(parent), !parent.is(ProtocolDeclSyntax.self) else { return outer }
            return outer.isEmpty ? name : outer + "." + name
        }
    }
}
