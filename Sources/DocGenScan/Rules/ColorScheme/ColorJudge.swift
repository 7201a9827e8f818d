/// Concludes colour-scheme drafts once every colour can be resolved: pairs each possible foreground with each
/// possible background (alternative by alternative when one condition chooses both) and keeps the worst case.
struct ColorJudge {
    let evaluator: ColorEvaluator
    /// The backgrounds UIKit types give their own view, from every file.
    var roots = TypeRoots()

    /// The worst outcome of the pairs seen so far, and the words that explain it.
    private struct Worst {
        var reason: ColorSchemeReason?
        var detail = ""
        var ratio = Double.infinity

        private static func rank(_ reason: ColorSchemeReason) -> Int {
            switch reason {
            case .lowContrast: 6
            case .adaptiveText: 5
            case .systemBackground: 4
            case .unresolvedColor, .suppliedColor: 3
            case .interfaceBuilder: 2
            case .contrast, .fixedText: 1
            default: 0
            }
        }

        mutating func note(_ candidate: ColorSchemeReason, _ words: @autoclosure () -> String, ratio: Double = .infinity) {
            guard let current = reason else {
                (reason, detail, self.ratio) = (candidate, words(), ratio)
                return
            }
            let (new, old) = (Self.rank(candidate), Self.rank(current))
            if new > old || (new == old && ratio < self.ratio) { (reason, detail, self.ratio) = (candidate, words(), ratio) }
        }
    }

    /// The reason a draft gives and the words for its message; nil when it is not a site after all (its colour
    /// resolved to one that is not fixed).
    func conclude(_ draft: ColorDraft) -> (reason: ColorSchemeReason, detail: String)? {
        switch draft.shape {
        case let .scheme(forced):
            return forced ? (.forcedScheme, "forces one appearance") : (.chosenScheme, "follows the person's choice")
        case let .foreground(term, behind, minimum):
            return foreground(evaluator.shades(term), behind: behind, minimum: minimum)
        case let .background(term, content, components, primary):
            return background(evaluator.shades(term), content: content, components: components, primary: primary)
        case let .fill(term, label, line, minimum):
            let fills = evaluator.shades(term)
            guard fills.contains(where: { $0.fixed != nil }) else { return Self.unresolved(in: fills).map { (.unresolvedColor($0), "") } }
            return foreground(evaluator.shades(label), behind: .layer(term, line: line), minimum: minimum)
        }
    }

    private func foreground(_ shades: [Shade], behind: Backdrop, minimum: Double) -> (reason: ColorSchemeReason, detail: String)? {
        let fixed = shades.filter { $0.fixed != nil }
        guard !fixed.isEmpty else { return Self.unresolved(in: shades).map { (.unresolvedColor($0), "") } }
        var worst = Worst()
        for alternative in resolved(behind).alternatives {
            switch alternative {
            case .system, .either, .styled, .typeRoot:
                let color = fixed.compactMap(\.fixed).first.map(\.description) ?? ""
                worst.note(.systemBackground, "fixed \(color) with no background in the same body")
            case let .interfaceBuilder(name):
                worst.note(.interfaceBuilder(name), "containers of \(name) are in Interface Builder")
            case let .layer(term, line):
                var behind = evaluator.shades(term)
                // `.clear` is not a colour: a branch that clears the background leaves the others.
                if behind.contains(where: { $0.value != .clear }) { behind.removeAll { $0.value == .clear } }
                for background in behind {
                    for shade in fixed where shade.agrees(with: background) {
                        guard let color = shade.fixed else { continue }
                        switch background.value {
                        case let .fixed(behindColor):
                            let ratio = Contrast.worst(foreground: color, background: behindColor)
                            let words = "\(color.description) on \(behindColor.description) (line \(line)): \(Contrast.describe(ratio))"
                            if ratio < minimum {
                                worst.note(.lowContrast, words + " < " + Contrast.describe(minimum), ratio: ratio)
                            } else {
                                worst.note(.contrast, words + " ≥ " + Contrast.describe(minimum), ratio: ratio)
                            }
                        case .clear:
                            worst.note(.systemBackground, "fixed \(color.description) on a clear background (line \(line))")
                        case let .adaptive(what):
                            worst.note(.paired, "\(color.description) paired with \(what.what) (line \(line))")
                        case let .view(what):
                            worst.note(.paired, "\(color.description) paired with \(what) (line \(line))")
                        case let .runtime(what):
                            worst.note(.paired, "\(color.description) paired with \(what), set at run time (line \(line))")
                        case let .supplied(what):
                            worst.note(.paired, "\(color.description) paired with \(what), which its callers supply (line \(line))")
                        case let .unresolved(name):
                            worst.note(.unresolvedColor(name), "the background \(name) is not defined in the scanned code")
                        }
                    }
                }
            }
        }
        guard let reason = worst.reason else { return nil }
        return (reason, worst.detail)
    }

    private func background(_ shades: [Shade], content: [ContentColor], components: Bool,
                            primary: RGBA?) -> (reason: ColorSchemeReason, detail: String)? {
        let fixed = shades.filter { $0.fixed != nil }
        guard !fixed.isEmpty else { return Self.unresolved(in: shades).map { (.unresolvedColor($0), "") } }
        guard !content.isEmpty else { return components ? (.componentContent, "its content sets its own colours") : nil }
        var worst = Worst()
        for item in content {
            for background in fixed {
                guard let color = background.fixed else { continue }
                let both = min(Contrast.worst(foreground: .black, background: color), Contrast.worst(foreground: .white, background: color))
                guard let foreground = item.foreground else {
                    if let primary {
                        let ratio = Contrast.worst(foreground: primary, background: color)
                        let words = "the adaptive primary, \(primary.description) in the forced scheme, on \(color.description): \(Contrast.describe(ratio))"
                        if ratio < item.minimum { worst.note(.lowContrast, words, ratio: ratio) } else { worst.note(.fixedText, words) }
                    } else if both < Contrast.text {
                        worst.note(.adaptiveText, "text in the adaptive primary colour on \(color.description): \(Contrast.describe(both)) against black or white",
                                   ratio: both)
                    } else {
                        worst.note(.fixedText, "\(color.description) contrasts with both black and white")
                    }
                    continue
                }
                let shades = evaluator.shades(foreground)
                // A helper's colour with a fixed fallback it returns for missing data (guard let podcast else { return
                // .white }) is judged at that fallback, where the foreground is a site of its own; its other values are
                // the helper's (the theme's, the data's), not the adaptive primary the text would keep.
                let fallsBack = shades.contains { shade in
                    shade.fixed != nil && shade.assumptions.keys.contains { $0.hasPrefix(ColorDefinition.fallbackKey) }
                }
                for shade in shades where shade.agrees(with: background) {
                    switch shade.value {
                    case .runtime where fallsBack, .adaptive where fallsBack:
                        continue
                    case .fixed:
                        worst.note(.fixedText, "text in front of \(color.description) has fixed colours")
                    case let .unresolved(name):
                        worst.note(.unresolvedColor(name), "the foreground \(name) is not defined in the scanned code")
                    case let .supplied(name):
                        worst.note(.suppliedColor(name), "the foreground \(name) is supplied by the callers")
                    case .adaptive, .runtime, .view, .clear:
                        if both < Contrast.text {
                            worst.note(.adaptiveText, "text whose colour is not fixed on \(color.description): \(Contrast.describe(both)) against black or white",
                                       ratio: both)
                        }
                    }
                }
            }
        }
        guard let reason = worst.reason else { return (.fixedText, "text in front of it has fixed colours") }
        return (reason, worst.detail)
    }

    /// The backdrop with each button style's background read, or what lies behind the button when it draws none.
    private func resolved(_ backdrop: Backdrop) -> Backdrop {
        switch backdrop {
        case let .styled(style, line, otherwise):
            let shades = evaluator.shades(style)
            return shades.isEmpty ? resolved(otherwise) : .layer(style, line: line)
        case let .either(all):
            return .either(all.map(resolved))
        case let .typeRoot(type):
            return roots.behind(type)
        default:
            return backdrop
        }
    }

    static func unresolved(in shades: [Shade]) -> String? {
        for shade in shades { if case let .unresolved(name) = shade.value { return name } }
        return nil
    }
}
