import SwiftSyntax

/// A motion-spec site as its file shows it (the analysis's `Pending`).
enum MotionSpecDraft: Sendable {
    /// A duration written in code: a curve's `duration:`, a spring's `response:`, UIKit's `withDuration:`, a
    /// Core Animation `duration =`.
    case duration(NumberTerm)
    /// A SwiftUI animation of opacity, brightness or colour, which may repeat forever (decided once its tokens resolve).
    case flash(TimingTerm)
    /// A Core Animation object of opacity or colour repeating forever.
    case layerFlash(duration: NumberTerm, autoreverses: Bool)
    /// A curve chosen in code: the names the configuration may allow (the curve, and the token it defines).
    case curve([String])
}

/// Where durations are written, and the names that say so, declared once.
enum MotionDurations {
    /// SwiftUI curves that take a duration (or a spring's response).
    static let swiftUICurves: Set<String> = [
        "easeIn", "easeOut", "easeInOut", "linear", "spring", "bouncy", "smooth", "snappy", "interpolatingSpring", "interactiveSpring",
        "timingCurve", "Spring",
    ]
    /// UIKit calls that animate for a duration.
    static let uiKitCalls: Set<String> = ["animate", "animateKeyframes", "transition", "runningPropertyAnimator", "UIViewPropertyAnimator"]
    static let uiKitLabels: Set<String> = ["withDuration", "duration", "springDuration"]
    /// Image transitions of image-loading libraries (Kingfisher's `.fade(0.3)`).
    static let imageTransitions: Set<String> = ["fade", "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom"]
    /// Properties assigned a duration: Core Animation's `duration`, `UIImageView.animationDuration`.
    static let durationProperty = "duration"
    static let imageAnimationDuration = "animationDuration"
    /// Core Animation classes whose `duration` is an animation's.
    static let coreAnimationTypes: Set<String> = [
        "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition", "CAPropertyAnimation", "CAAnimation",
    ]
    /// Types an implicit or qualified SwiftUI curve belongs to.
    static let animationTypes: Set<String> = ["Animation", "SwiftUI.Animation", "Spring"]

    static let names: Set<String> = swiftUICurves.union(uiKitCalls).union(imageTransitions).union([durationProperty, imageAnimationDuration])

    /// The duration argument of a SwiftUI curve call: `duration:`, or a spring's `response:`.
    static func argument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.argument(labeled: "duration") ?? call.argument(labeled: "response")
    }
}

/// Finds the motion-spec sites of one file: every duration written in code, the curves chosen (when the
/// configuration lists allowed ones), and animations that may flash (``FlashSites``).
struct DurationSites {
    typealias Names = MotionDurations
    let file: ParsedFile
    let checksCurves: Bool

    func drafts() -> [SiteDraft<MotionSpecDraft>] {
        var drafts: [SiteDraft<MotionSpecDraft>] = []
        for token in file.identifiers(named: Names.names) {
            let scope = file.ancestry.typePath(of: Syntax(token))
            let builder = NumberTermBuilder(scope: scope, file: file)
            if let call = token.namedCall {
                if let value = duration(of: call, named: token.text) {
                    drafts.append(draft(.duration(builder.term(value)), at: token, argument: value))
                    if checksCurves, let curve = curve(of: call, named: token.text) {
                        drafts.append(draft(.curve(curve + definedToken(around: call)), at: token, argument: value, kind: MotionSpecAnalysis.curveKind))
                    }
                } else if checksCurves, Names.swiftUICurves.contains(token.text), isSwiftUICurve(call) {
                    drafts.append(draft(.curve([token.text] + definedToken(around: call)), at: token, argument: nil, kind: MotionSpecAnalysis.curveKind))
                }
            } else if let reference = curveReference(at: token) {
                drafts.append(draft(.duration(appliedDuration(of: reference, builder: builder)), at: token, argument: reference))
            } else if let value = assignedDuration(at: token) {
                // `anim.duration = duration * 0.5`: the whole right-hand side, arithmetic included.
                drafts.append(draft(.duration(builder.term(elements: value)), at: token, argument: value.first))
            } else if checksCurves, Names.swiftUICurves.contains(token.text), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.id == token.id, isSwiftUICurve(member) {
                // `.animation(.easeInOut, value: x)`: a curve with SwiftUI's default duration.
                drafts.append(draft(.curve([token.text] + definedToken(around: member)), at: token, argument: nil, kind: MotionSpecAnalysis.curveKind))
            }
        }
        return drafts
    }

    private func draft(_ shape: MotionSpecDraft, at token: TokenSyntax, argument: ExprSyntax?, kind: String = MotionSpecAnalysis.durationKind)
        -> SiteDraft<MotionSpecDraft> {
        let site = ScanSite.drafted(rule: MotionSpecRule.id, in: file, at: token, kind: kind,
                                    enclosing: file.ancestry.enclosingName(of: Syntax(token)), argument: argument?.collapsedText ?? "")
        return SiteDraft(site: site, pending: shape)
    }

    /// The duration a call writes: a SwiftUI curve's `duration:`/`response:`, UIKit's `withDuration:`, an image
    /// transition's `.fade(0.3)`.
    private func duration(of call: FunctionCallExprSyntax, named name: String) -> ExprSyntax? {
        if Names.swiftUICurves.contains(name) {
            guard isSwiftUICurve(call) || (name == "Spring" && !call.isMemberCall) else { return nil }
            return Names.argument(of: call)
        }
        if Names.uiKitCalls.contains(name) {
            if name == "transition", call.memberBase?.trimmedText != "UIView" { return nil }
            return call.arguments.first { Names.uiKitLabels.contains($0.label?.text ?? "") }?.expression
        }
        if Names.imageTransitions.contains(name), call.isMemberCall, call.arguments.count == 1, let only = call.firstUnlabeledArgument,
           call.memberBase == nil || call.memberBase?.trimmedText == "ImageTransition" {
            return only
        }
        return nil
    }

    /// Whether a call or member is one of SwiftUI's curves: implicit (`.spring(…)`) or on `Animation`.
    private func isSwiftUICurve(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            // `spring(duration: d, bounce: 0.3)` inside an extension of `Animation`.
            return call.calledExpression.is(DeclReferenceExprSyntax.self) && file.ancestry.typePath(of: Syntax(call)) == "Animation"
        }
        return isSwiftUICurve(member)
    }

    private func isSwiftUICurve(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else { return true }
        return base.simplePath.map(Names.animationTypes.contains) ?? false
    }

    /// The curve a duration site chooses: the SwiftUI curve, or UIKit's options (`curveEaseIn`, a spring's
    /// damping; `curveEaseInOut` by default).
    private func curve(of call: FunctionCallExprSyntax, named name: String) -> [String]? {
        if Names.swiftUICurves.contains(name) { return [name] }
        guard Names.uiKitCalls.contains(name) else { return nil }
        if call.labels.contains("usingSpringWithDamping") || call.labels.contains("dampingRatio") { return ["spring"] }
        let options = call.argument(labeled: "options")?.tokens(viewMode: .sourceAccurate).map(\.text).filter { $0.hasPrefix("curve") } ?? []
        if let curve = call.argument(labeled: "curve")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text { return [curve] }
        return options.isEmpty ? ["curveEaseInOut"] : options
    }

    /// The token a curve defines when it is a property's value (`static let standard = Animation.easeInOut(…)`
    /// → `Motion.standard`, `standard`): a configuration may allow the token rather than the curve.
    private func definedToken(around node: some SyntaxProtocol) -> [String] {
        var current = node.parent
        while let syntax = current, !syntax.is(ClosureExprSyntax.self), !syntax.is(FunctionDeclSyntax.self), !syntax.is(MemberBlockItemSyntax.self) {
            if let binding = syntax.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                let owner = file.ancestry.typePath(of: syntax)
                return owner.isEmpty ? [name] : ["\(owner).\(name)", name]
            }
            current = syntax.parent
        }
        return []
    }

    /// A SwiftUI curve passed by reference (`Animation.linear(duration:)`): a factory of its duration.
    private func curveReference(at token: TokenSyntax) -> ExprSyntax? {
        guard Names.swiftUICurves.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              reference.baseName.id == token.id, let names = reference.argumentNames,
              names.arguments.contains(where: { ["duration", "response"].contains($0.name.text) }) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return isSwiftUICurve(member) ? ExprSyntax(member) : nil
        }
        return file.ancestry.typePath(of: Syntax(reference)) == "Animation" ? ExprSyntax(reference) : nil
    }

    /// The duration a factory passed by reference is applied to: the `duration:` of the call it is passed to, or,
    /// as the default of a parameter beside a `duration` one, the `duration:` of each call leaving it out.
    private func appliedDuration(of reference: ExprSyntax, builder: NumberTermBuilder) -> NumberTerm {
        let fallback = "the duration \(reference.trimmedText) is applied to"
        if let argument = reference.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return call.argument(labeled: Names.durationProperty).map { builder.term($0) } ?? .runtime(fallback)
        }
        guard let parameter = reference.parent?.parent?.as(FunctionParameterSyntax.self), parameter.firstName.tokenKind != .wildcard,
              let clause = parameter.parent?.parent?.as(FunctionParameterClauseSyntax.self),
              clause.parameters.contains(where: { $0.firstName.text == Names.durationProperty }),
              let declaration = clause.parent?.parent else { return .runtime(fallback) }
        let callee: String?
        if let function = declaration.as(FunctionDeclSyntax.self) {
            callee = function.name.text
        } else if declaration.is(InitializerDeclSyntax.self) {
            callee = file.ancestry.typePath(of: declaration).split(separator: ".").last.map(String.init)
        } else {
            callee = nil
        }
        guard let callee else { return .runtime(fallback) }
        return .applied(.defaultOf(callee: callee, label: parameter.firstName.text), fallback: fallback)
    }

    /// `anim.duration = v` on a Core Animation object, `imageView.animationDuration = v`: the elements of `v`.
    private func assignedDuration(at token: TokenSyntax) -> [ExprSyntax]? {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
              let base = member.base, let list = member.parent?.as(ExprListSyntax.self), list.first?.id == member.id,
              list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, list.count > 2 else { return nil }
        let value = Array(list.dropFirst(2))
        if token.text == Names.imageAnimationDuration { return value }
        return isCoreAnimation(base) ? value : nil
    }

    /// Whether an expression holds a Core Animation object: a local or parameter made or declared as one, a
    /// property of the type declared as one, or one made in place.
    func isCoreAnimation(_ base: ExprSyntax) -> Bool {
        if let call = base.as(FunctionCallExprSyntax.self) { return Names.coreAnimationTypes.contains(call.calleeName ?? "") }
        guard let name = base.simplePath?.replacingOccurrences(of: "self.", with: "") else { return false }
        let node = Syntax(base)
        if !name.contains("."), let value = LocalBindings.value(of: name, before: node) {
            return isCoreAnimation(value) || Self.writesCoreAnimationType(value)
        }
        guard let type = file.ancestry.innermostTypeDeclaration(of: node) ?? file.ancestry.memberDeclaration(of: node) else { return false }
        // A parameter or local declared with a type, or a property of the type: read where it is declared.
        for token in file.identifiers(named: [name], within: type) {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self) ?? nil, let binding = pattern.parent?.as(PatternBindingSyntax.self) else {
                if let parameter = token.parent?.as(FunctionParameterSyntax.self) { return Self.writesCoreAnimationType(parameter.type) }
                continue
            }
            if let annotation = binding.typeAnnotation { return Self.writesCoreAnimationType(annotation.type) }
            if let value = binding.initializer?.value { return isCoreAnimation(value) || Self.writesCoreAnimationType(value) }
        }
        return false
    }

    private static func writesCoreAnimationType(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { MotionDurations.coreAnimationTypes.contains($0.text) }
    }
}
