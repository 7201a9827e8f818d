import SwiftSyntax

/// Reads motion traits from the names and key paths written in a piece of syntax.
enum MotionAnalyzer {
    static let exactNames: [String: MotionTrait] = [
        "repeatForever": .repeatForever, "repeating": .repeatForever,
        "spring": .spring, "interpolatingSpring": .spring, "bouncy": .spring, "snappy": .spring, "smooth": .spring,
        "usingSpringWithDamping": .spring, "springDuration": .spring, "dampingRatio": .spring,
        "rotationEffect": .rotation, "rotation3DEffect": .rotation, "rotation": .rotation, "rotationAngle": .rotation,
        "rotated": .rotation, "rotate": .rotation, "wiggle": .rotation, "transitionFlipFromLeft": .rotation,
        "transitionFlipFromRight": .rotation, "transitionFlipFromTop": .rotation, "transitionFlipFromBottom": .rotation,
        "push": .directional,
        "move": .move, "slide": .move, "position": .move, "translationX": .move, "translatedBy": .move, "center": .move,
        "frame": .move, "matchedGeometryEffect": .move, "numericText": .move, "transitionCurlUp": .move,
        "transitionCurlDown": .move, "layoutIfNeeded": .move, "constant": .move, "bounce": .move, "origin": .move,
        "breathe": .scale, "appear": .scale, "disappear": .scale,
        "opacity": .opacity, "alpha": .opacity, "transitionCrossDissolve": .opacity, "pulse": .opacity,
        "interpolate": .opacity, "isHidden": .opacity,
        "foregroundColor": .color, "foregroundStyle": .color, "backgroundColor": .color, "tint": .color,
        "tintColor": .color, "fill": .color, "variableColor": .color, "textColor": .color, "hueRotation": .color,
        "borderColor": .color, "stroke": .color,
    ]

    /// Traits of every name and string literal in `node`.
    static func traits(in node: some SyntaxProtocol) -> Set<MotionTrait> {
        var traits: Set<MotionTrait> = []
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
                if name == "repeat", previous?.tokenKind == .period, !isCountedRepeat(token) { traits.insert(.repeatForever) }
                if let trait = trait(ofName: name) { traits.insert(trait) }
            case .keyword(.repeat):
                if previous?.tokenKind == .period, !isCountedRepeat(token) { traits.insert(.repeatForever) }
            case let .stringSegment(text):
                traits.formUnion(Self.traits(ofKeyPath: text))
            default:
                break
            }
        }
        if sawRepeatCount && sawInfinity { traits.insert(.repeatForever) }
        if sawAsymmetric && !traits.isDisjoint(with: [.move, .directional]) { traits.insert(.directional) }
        return traits
    }

    /// The trait a single name implies.
    static func trait(ofName name: String) -> MotionTrait? {
        if let trait = exactNames[name] { return trait }
        let bytes = Array(name.utf8)
        if ASCII.contains(bytes, "spring") || ASCII.contains(bytes, "bouncy") || ASCII.contains(bytes, "snappy") { return .spring }
        if ASCII.hasSuffix(bytes, "offset") { return .move }
        if ASCII.hasPrefix(bytes, "scale") || ASCII.hasSuffix(bytes, "scale") { return .scale }
        return nil
    }

    /// Traits of a Core Animation key path such as `transform.rotation.z`.
    static func traits(ofKeyPath text: String) -> Set<MotionTrait> {
        let path = text.lowercased()
        if path.hasPrefix("transform.rotation") { return [.rotation] }
        if path.hasPrefix("transform.scale") { return [.scale] }
        if path.hasPrefix("transform.translation") || path.hasPrefix("position") || path == "bounds" || path == "transform" {
            return [.move]
        }
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

    /// Whether the traits move anything; an empty set is unclassified motion and counts as moving.
    static func isMoving(_ traits: Set<MotionTrait>) -> Bool {
        let visible = traits.subtracting([.repeatForever])
        if visible.isEmpty { return true }
        return !visible.isSubset(of: [.opacity, .color])
    }

    /// Whether a site with these traits changes only opacity or colour.
    static func isOpacityOrColorOnly(_ traits: Set<MotionTrait>) -> Bool { !isMoving(traits) }
}

/// Case-insensitive ASCII tests on identifier bytes, without allocating lowercased strings.
enum ASCII {
    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    static func matches(_ bytes: [UInt8], at start: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start >= 0, start + length <= bytes.count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where lower(bytes[start + offset]) != pointer[offset] { return false }
        return true
    }

    /// Whether `word` (lowercase) occurs in `bytes`, ignoring case.
    static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard bytes.count >= length else { return false }
        for start in 0...(bytes.count - length) where matches(bytes, at: start, word) { return true }
        return false
    }

    static func hasPrefix(_ bytes: [UInt8], _ word: StaticString) -> Bool { matches(bytes, at: 0, word) }

    static func hasSuffix(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        matches(bytes, at: bytes.count - word.utf8CodeUnitCount, word)
    }
}
