import SwiftSyntax

/// The VoiceOver sites of ClockKit complications in one file: the pictures given to image providers
/// (`CLKImageProvider(onePieceImage: UIImage(named: "logo")!)`, `CLKFullColorImageProvider(fullColorImage:)`).
/// The watch face draws the complication and VoiceOver reads it from its providers: an image provider's
/// `accessibilityLabel` names its picture, and a text provider given to the same template says what the complication
/// is. A picture in a template with neither (an image-only complication: the logo stands for the app) has no name.
struct ClockKitSites {
    typealias Names = ClockKitVocabulary
    let file: ParsedFile

    init?(file: ParsedFile) {
        guard !file.identifiers(named: Names.imageProviders).isEmpty else { return nil }
        self.file = file
    }

    /// Every picture given to an image provider in the file, with its verdict: one site per image made inline
    /// (`UIImage(named:)`), else the provider itself.
    func drafts() -> [(token: TokenSyntax, node: Syntax, draft: LabelDraft)] {
        var found: [(TokenSyntax, Syntax, LabelDraft)] = []
        for token in file.identifiers(named: Names.imageProviders) {
            guard let call = token.namedCall, !call.isMemberCall else { continue }
            let made = call.arguments.compactMap { Self.madeImage($0.expression) }
            // An empty picture (`UIImage()`, a placeholder template's) shows nothing to name.
            if !made.isEmpty, made.count == call.arguments.count, made.allSatisfy({ $0.arguments.isEmpty }) { continue }
            let images = made.filter { !$0.arguments.isEmpty }
            let draft = LabelDraft(shape: .image(decorativePlace: false), outcome: .decided(judge(call)))
            if images.isEmpty {
                found.append((token, Syntax(call), draft))
            } else {
                for image in images { if let name = image.calleeToken { found.append((name, Syntax(image), draft)) } }
            }
        }
        return found
    }

    /// The image made inline in a provider's argument (`UIImage(named: "logo")!`), if any.
    private static func madeImage(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var inner = expression
        while let unwrapped = inner.as(ForceUnwrapExprSyntax.self)?.expression ?? inner.as(OptionalChainingExprSyntax.self)?.expression {
            inner = unwrapped
        }
        guard let call = inner.as(FunctionCallExprSyntax.self), call.calleeName == UIKitVocabulary.image else { return nil }
        return call
    }

    /// A provider's verdict: labelled or hidden where it is kept, else named by a text provider of the template it is
    /// given to, else unnamed.
    private func judge(_ call: FunctionCallExprSyntax) -> VoiceOverReason {
        let later = laterUses(of: call)
        for (member, value) in later.assigned {
            if UIKitVocabulary.labels.contains(member), value != "nil", value != "\"\"" { return .labelled }
            if member == UIKitVocabulary.hiddenElements && value == "true" || member == UIKitVocabulary.element && value == "false" { return .hidden }
        }
        guard let template = later.template else { return .unlabelledImage }
        let texts = template.arguments.filter { argument in
            guard let label = argument.label?.text.lowercased(), label.hasSuffix(Names.textProviderSuffix) else { return false }
            return argument.expression.as(NilLiteralExprSyntax.self) == nil
        }
        return texts.isEmpty ? .unlabelledImage : .complicationText
    }

    /// What the code after a provider does with it: the members it sets on the local it is kept in
    /// (`mark.accessibilityLabel = "Tides"`), and the call it is given to as an argument, written inline there or
    /// through that local (the first call after it in the same block that passes the name).
    private func laterUses(of call: FunctionCallExprSyntax) -> (assigned: [(String, String)], template: FunctionCallExprSyntax?) {
        if let argument = call.parent?.as(LabeledExprSyntax.self), let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return ([], outer)
        }
        guard let bound = LocalBindings.boundName(of: call),
              let block = call.ancestor(CodeBlockItemListSyntax.self) else { return ([], nil) }
        var assigned: [(String, String)] = []
        var template: FunctionCallExprSyntax?
        for token in file.identifiers(named: [bound], within: Syntax(block)) where token.positionAfterSkippingLeadingTrivia >= call.endPosition {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == ExprSyntax(reference).id,
               let value = Self.assigned(to: ExprSyntax(access)) {
                assigned.append((access.declName.baseName.text, value))
            } else if template == nil, let argument = reference.parent?.as(LabeledExprSyntax.self),
                      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                template = outer
            }
        }
        return (assigned, template)
    }

    /// The value written to `target` when it is the left side of an assignment (`mark.accessibilityLabel = "Tides"`).
    private static func assigned(to target: ExprSyntax) -> String? {
        Assignment(target: target)?.value.trimmedDescription
    }
}

/// The ClockKit names the VoiceOver rule reads, declared once.
enum ClockKitVocabulary {
    /// The image providers of complication templates; each has an `accessibilityLabel` that names its picture.
    static let imageProviders: Set<String> = ["CLKImageProvider", "CLKFullColorImageProvider"]
    /// How the argument labels of a template's text providers end (`textProvider:`, `headerTextProvider:`).
    static let textProviderSuffix = "textprovider"
}
