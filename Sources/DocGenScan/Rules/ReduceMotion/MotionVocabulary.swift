import SwiftSyntax

/// The names SwiftUI, UIKit and Core Animation use for curves and effects, read from the syntax they are
/// written in: what a name says about an animation's timing (curve) and about what it changes (effect).
enum MotionVocabulary {
    static let curveNames: [String: CurveTrait] = [
        "repeatForever": .repeatForever, "repeating": .repeatForever,
        "spring": .spring, "interpolatingSpring": .spring, "interactiveSpring": .spring, "bouncy": .spring, "snappy": .spring,
        "smooth": .spring, "usingSpringWithDamping": .spring, "springDuration": .spring, "dampingRatio": .spring,
        "easeIn": .ease, "easeOut": .ease, "easeInOut": .ease, "default": .ease, "timingCurve": .ease,
        "curveEaseIn": .ease, "curveEaseOut": .ease, "curveEaseInOut": .ease,
        "linear": .linear, "curveLinear": .linear,
    ]

    static let effectNames: [String: EffectTrait] = [
        "rotationEffect": .rotation, "rotation3DEffect": .rotation, "rotation": .rotation, "rotationAngle": .rotation,
        "rotated": .rotation, "rotate": .rotation, "wiggle": .rotation, "transitionFlipFromLeft": .rotation,
        "transitionFlipFromRight": .rotation, "transitionFlipFromTop": .rotation, "transitionFlipFromBottom": .rotation,
        "push": .directional,
        "move": .move, "slide": .move, "position": .move, "center": .move, "matchedGeometryEffect": .move,
        "numericText": .move, "transitionCurlUp": .move, "transitionCurlDown": .move, "bounce": .move, "origin": .move,
        "offset": .offset, "transform": .move, "translationX": .offset, "translatedBy": .offset, "contentOffset": .offset,
        "breathe": .scale, "appear": .scale, "disappear": .scale, "scale": .scale, "scaleEffect": .scale,
        "frame": .size, "padding": .size, "layoutIfNeeded": .size, "constant": .size, "bounds": .size, "trim": .size,
        "opacity": .opacity, "alpha": .opacity, "transitionCrossDissolve": .opacity, "pulse": .opacity,
        "interpolate": .opacity, "isHidden": .opacity, "blur": .opacity, "blurReplace": .opacity, "replace": .opacity,
        "foregroundColor": .color, "foregroundStyle": .color, "backgroundColor": .color, "tint": .color,
        "tintColor": .color, "fill": .color, "variableColor": .color, "textColor": .color, "hueRotation": .color,
        "borderColor": .color, "stroke": .color, "brightness": .color,
        "saturation": .color, "contrast": .color, "grayscale": .color,
        // `CATransition` types: a crossfade, or a layer moved in from a side.
        "fade": .opacity, "moveIn": .move, "reveal": .move,
        // `.navigationTransition(.zoom(sourceID:in:))`: the screen grows out of its source and moves with it.
        "zoom": .move,
        // `.symbolEffect(.drawOn)`: the symbol's strokes are drawn along their paths, like a trim.
        "drawOn": .size, "drawOff": .size,
    ]

    /// View modifiers whose arguments, when they read animated state, say what the animation changes.
    static let effectModifiers: [String: EffectTrait] = [
        "rotationEffect": .rotation, "rotation3DEffect": .rotation, "scaleEffect": .scale, "offset": .offset,
        "position": .move, "frame": .size, "padding": .size, "trim": .size, "opacity": .opacity, "blur": .opacity,
        "foregroundColor": .color, "foregroundStyle": .color, "fill": .color, "tint": .color, "background": .color,
        "stroke": .color, "shadow": .color, "brightness": .color, "saturation": .color, "hueRotation": .color,
        "border": .color, "overlay": .color, "grayscale": .color, "contrast": .color, "colorMultiply": .color,
        "lineLimit": .size,
        // A disabled control dims its label: a colour change; a hidden back button fades out of the bar.
        "disabled": .color, "navigationBarBackButtonHidden": .opacity,
    ]

    /// Members of SwiftUI's `Animation`, `AnyTransition`, `ContentTransition` and symbol effects: a name
    /// outside these after such a type is a design-system token to resolve.
    static let builtinMembers: Set<String> = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interactiveSpring",
        "interpolatingSpring", "bouncy", "smooth", "snappy", "delay", "speed", "repeatCount", "repeatForever",
        "logicallyComplete", "opacity", "slide", "scale", "move", "offset", "push", "asymmetric", "identity", "zoom",
        "modifier", "combined", "animation", "blurReplace", "symbolEffect", "interpolate", "numericText",
        "bounce", "pulse", "variableColor", "appear", "disappear", "replace", "rotate", "wiggle", "breathe",
        "iterative", "cumulative", "reversing", "nonReversing", "byLayer", "wholeSymbol", "up", "down",
        "hideInactiveLayers", "dimInactiveLayers", "automatic", "downUp", "upUp", "offUp", "clockwise",
        "counterClockwise", "forward", "backward", "none", "drawOn", "drawOff", "magic", "leading", "trailing",
        "individually", "nonRepeating", "periodic", "continuous",
        "top", "bottom", "center", "init",
        // UIKit's `UIView.AnimationOptions` and `UIView.AnimationCurve` (`options: isPresenting ? .curveEaseInOut : .curveEaseOut`).
        "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "allowUserInteraction", "beginFromCurrentState",
        "autoreverse", "layoutSubviews", "allowAnimatedContent", "showHideTransitionViews", "overrideInheritedDuration",
        "overrideInheritedCurve", "overrideInheritedOptions", "transitionCrossDissolve", "transitionFlipFromLeft",
        "transitionFlipFromRight", "transitionFlipFromTop", "transitionFlipFromBottom", "transitionCurlUp", "transitionCurlDown",
    ]

    /// Types whose members are builtin values.
    static let builtinTypes: Set<String> = ["Animation", "AnyTransition", "ContentTransition", "Transition", "SymbolEffect"]

    /// The curve a single name implies.
    static func curve(ofName name: String) -> CurveTrait? {
        if let trait = curveNames[name] { return trait }
        let bytes = Array(name.utf8)
        if ASCII.contains(bytes, "spring") || ASCII.contains(bytes, "bouncy") || ASCII.contains(bytes, "snappy") { return .spring }
        return nil
    }

    /// The effect a single name implies.
    static func effect(ofName name: String) -> EffectTrait? {
        if let trait = effectNames[name] { return trait }
        let bytes = Array(name.utf8)
        if ASCII.hasSuffix(bytes, "offset") { return .offset }
        if ASCII.hasPrefix(bytes, "scale") || ASCII.hasSuffix(bytes, "scale") { return .scale }
        // `shadowColor`, `titleColor`, `cgColor`: any colour property.
        if ASCII.hasSuffix(bytes, "color") { return .color }
        return nil
    }

    /// Curve and effects of every name and key path written in `node`.
    static func traits(in node: some SyntaxProtocol) -> (curve: Set<CurveTrait>, effects: Set<EffectTrait>) {
        var curve: Set<CurveTrait> = []
        var effects: Set<EffectTrait> = []
        var sawRepeatCount = false
        var sawInfinity = false
        var sawAsymmetric = false
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            switch token.tokenKind {
            case let .identifier(name):
                if name == "repeatCount" { sawRepeatCount = true }
                if name == "infinity" || name == "greatestFiniteMagnitude" { sawInfinity = true }
                if name == "asymmetric" { sawAsymmetric = true }
                if name == "repeat", previous?.tokenKind == .period, !isCountedRepeat(token) { curve.insert(.repeatForever) }
                if let trait = self.curve(ofName: name) { curve.insert(trait) }
                if let trait = effect(ofName: name) { effects.insert(trait) }
            case .keyword(.repeat):
                if previous?.tokenKind == .period, !isCountedRepeat(token) { curve.insert(.repeatForever) }
            case .keyword(.default):
                if previous?.tokenKind == .period { curve.insert(.ease) }
            case let .stringSegment(text):
                effects.formUnion(traits(ofKeyPath: text))
            default:
                break
            }
        }
        if sawRepeatCount && sawInfinity { curve.insert(.repeatForever) }
        if sawAsymmetric && !effects.isDisjoint(with: [.move, .offset, .directional]) { effects.insert(.directional) }
        return (curve, effects)
    }

    /// Effects of a transition written in `node`: a move from an edge (`.move(edge:)`, `.slide`, `.push(from:)`)
    /// is directional.
    static func transitionEffects(in node: some SyntaxProtocol) -> Set<EffectTrait> {
        var effects = traits(in: node).effects
        if effects.contains(.move) { effects.insert(.directional) }
        return effects
    }

    /// Effects of a Core Animation key path such as `transform.rotation.z`.
    static func traits(ofKeyPath text: String) -> Set<EffectTrait> {
        let path = text.lowercased()
        if path.hasPrefix("transform.rotation") { return [.rotation] }
        if path.hasPrefix("transform.scale") { return [.scale] }
        if path.hasPrefix("transform.translation") || path == "transform" { return [.offset] }
        if path.hasPrefix("position") { return [.move] }
        if path.hasPrefix("bounds") { return [.size] }
        if path == "opacity" { return [.opacity] }
        if path.hasSuffix("color") { return [.color] }
        return []
    }

    /// `.repeat(3)` counts; `.repeat` and `.repeat(.continuous)` do not end.
    private static func isCountedRepeat(_ token: TokenSyntax) -> Bool {
        guard let next = token.nextToken(viewMode: .sourceAccurate), next.tokenKind == .leftParen,
              let argument = next.nextToken(viewMode: .sourceAccurate) else { return false }
        if case .integerLiteral = argument.tokenKind { return true }
        return false
    }
}
