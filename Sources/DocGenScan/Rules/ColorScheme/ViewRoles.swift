import SwiftSyntax

/// What a view shows, read from its chain: the view's own call (`Text`, `Image(systemName:)`, a container, a
/// component), whether its text is large, and the foreground its modifiers set.
enum ViewRoles {
    typealias Names = ColorSchemeNames

    /// The kinds of view a foreground colours or a background lies behind.
    enum Role {
        /// Text, a control's title, a container of them: 4.5:1, or 3:1 when large.
        case text
        /// A symbol, an icon, an indicator or a control's part: 3:1.
        case part
        /// A shape or a colour: its foreground is its fill, not a site.
        case fill
        /// A picture hidden from accessibility or decorative: not a site.
        case decorative
        /// A view of its own (a component, a helper, `content`), which sets its colours in its own body.
        case component
        /// A container whose closures show views in place.
        case container
        /// A picture, a spacer, a divider: nothing read.
        case nothing
    }

    /// The name a chain's root is called by (`Text`, `Image`, `VStack`), or nil for a reference (`configuration.label`).
    static func calleeName(_ root: ExprSyntax?) -> String? {
        guard let call = root?.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calleeName
    }

    /// The role of the view a chain styles (its root, and the chain's modifiers for hiding).
    static func role(of root: ExprSyntax?, chain: [FunctionCallExprSyntax]) -> Role {
        guard let root else { return .component }
        if let call = root.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            if ColorVocabulary.shapes.contains(name) || ColorVocabulary.colorTypes.contains(name) || ColorVocabulary.gradients.contains(name) {
                return .fill
            }
            if name == "Image" {
                if call.labels.first == "decorative" || isHidden(chain) { return .decorative }
                // A symbol, or an asset drawn as a template in the foreground colour: an icon either way.
                return .part
            }
            if ColorVocabulary.pictures[name] != nil { return .nothing }
            if Names.textViews.contains(name) { return .text }
            if Names.controlParts.contains(name) { return name == "Toggle" && call.trailingClosure != nil ? .container : .part }
            if Names.controls.contains(name) { return call.trailingClosure != nil || call.closures.count > 0 ? .container : .text }
            if Names.containers.contains(name) { return .container }
            if ["Spacer", "Divider", "EmptyView", "Color"].contains(name) { return .nothing }
            if name.first?.isUppercase == true { return call.closures.isEmpty ? .component : .container }
            return .component
        }
        if let path = ValuePath(root) {
            if case .implicit = path.root, let name = path.steps.first?.name, ColorTermBuilder.builtin(name) != nil { return .fill }
            if case let .name(name, _) = path.root, ColorVocabulary.colorTypes.contains(name) { return .fill }
            // A style's `configuration.label` is the control's title.
            if path.steps.last?.name == "label" || path.steps.last?.name == "title" { return .text }
        }
        return .component
    }

    /// `.accessibilityHidden(true)` on the chain.
    static func isHidden(_ chain: [FunctionCallExprSyntax]) -> Bool {
        chain.contains { $0.calleeName == "accessibilityHidden" && $0.firstUnlabeledArgument?.trimmedText != "false" }
    }

    /// Whether the text the chains style is large: a title text style, 18 pt and above, or 14 pt bold and above,
    /// from the nearest `.font(…)` (and a `.bold()` or `.fontWeight` around it).
    static func isLarge(_ chains: [[FunctionCallExprSyntax]]) -> Bool {
        let bold = chains.joined().contains { call in
            (call.calleeName == "bold" && call.arguments.isEmpty)
                || (call.calleeName == "fontWeight" && Names.boldWeights.contains(memberName(call.arguments.first?.expression) ?? ""))
        }
        guard let font = chains.joined().first(where: { $0.calleeName == "font" && $0.arguments.count == 1 })?.arguments.first?.expression,
              let path = ValuePath(font) else { return false }
        var size: Double?
        var weightBold = bold
        for step in path.steps {
            if step.call == nil, Names.largeStyles.contains(step.name) { return true }
            guard let call = step.call else { continue }
            if step.name == "system" || step.name == "custom" {
                if let style = memberName(call.firstUnlabeledArgument), step.name == "system", Names.largeStyles.contains(style) { return true }
                if let relative = memberName(call.argument(labeled: "relativeTo")), Names.largeStyles.contains(relative) { return true }
                size = pointSize(call.argument(labeled: "size") ?? call.argument(labeled: "fixedSize"))
                if let weight = memberName(call.argument(labeled: "weight")), Names.boldWeights.contains(weight) { weightBold = true }
            }
            if step.name == "bold" || (step.name == "weight" && Names.boldWeights.contains(memberName(call.firstUnlabeledArgument) ?? "")) {
                weightBold = true
            }
        }
        guard let size else { return false }
        return size >= 18 || (size >= 14 && weightBold)
    }

    /// The smallest height and width a geometry reader's full-screen proxy has (a compact phone, in points).
    static let screen = (height: 600.0, width: 320.0)

    /// A font size: a number, or a fraction of a geometry proxy's height or width (`geometry.size.height * 0.06`),
    /// read at the smallest screen it is shown on.
    static func pointSize(_ expression: ExprSyntax?) -> Double? {
        if let number = ColorTermBuilder.number(expression) { return number }
        guard let elements = expression?.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 3,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "*" else { return nil }
        let dimension: (ExprSyntax) -> Double? = { side in
            let path = side.as(MemberAccessExprSyntax.self).map { $0.trimmedText.split(separator: ".").suffix(2).joined(separator: ".") }
            return path == "size.height" ? screen.height : path == "size.width" ? screen.width : nil
        }
        if let fraction = ColorTermBuilder.number(elements[2]), let length = dimension(elements[0]) { return fraction * length }
        if let fraction = ColorTermBuilder.number(elements[0]), let length = dimension(elements[2]) { return fraction * length }
        return nil
    }

    static func memberName(_ expression: ExprSyntax?) -> String? {
        expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The colour set by a foreground modifier (several arguments are the layers of a palette).
    static func foregroundTerm(_ call: FunctionCallExprSyntax, builder: ColorTermBuilder) -> ColorTerm? {
        // An Array: filtering the syntax collection itself builds a new tree, a walk up the whole chain per call.
        let colours = Array(call.arguments).filter { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) && !$0.expression.is(NilLiteralExprSyntax.self) }
        switch colours.count {
        case 0: return nil
        case 1: return colours.first.map { builder.term($0.expression) }
        default: return .choice(key: nil, colours.map { builder.term($0.expression) })
        }
    }

    /// The foreground a modifier of a chain sets for what it styles: `.foregroundColor`, `.foregroundStyle`, `.tint`,
    /// a `CircularProgressViewStyle(tint:)`.
    static func setForeground(_ call: FunctionCallExprSyntax, builder: ColorTermBuilder) -> ColorTerm? {
        guard let name = call.calleeName else { return nil }
        if Names.foregroundModifiers.contains(name) { return foregroundTerm(call, builder: builder) }
        if name == "progressViewStyle", let style = call.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self),
           let tint = style.argument(labeled: "tint") {
            return builder.term(tint)
        }
        return nil
    }
}
