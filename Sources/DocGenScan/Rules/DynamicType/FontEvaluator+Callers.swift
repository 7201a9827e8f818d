import SwiftSyntax

extension FontEvaluator {
    /// The parameters of `owner.function` as each of its calls in the scanned files binds them: a call matches when it
    /// is made on the function's type (`Highlighter.highlight(…)`) or from inside that type without a receiver, and
    /// gives every parameter without a default.
    func callerBindings(of function: String, owner: String, parameters: [FontParameter]) -> [[String: FontTerm]] {
        callers.value(for: owner + "." + function) {
            var found: [[String: FontTerm]] = []
            let typeName = owner.split(separator: ".").last.map(String.init) ?? owner
            for (around, offset) in index.calls(of: function) where found.count < 32 {
                let scope = around.kind == .type ? around.qualifiedName : around.kind == .extension ? around.name : around.owner
                guard let parsed = index.syntax(of: around), let token = parsed.token(at: AbsolutePosition(utf8Offset: offset)),
                      token.text == function, let call = token.namedCall else { continue }
                let receiver = call.memberBase?.trimmedText
                let matches = receiver == nil || receiver == "self" || receiver == "Self" ? scope == owner : receiver == typeName || receiver == owner
                guard matches, let bound = Self.bind(parameters, to: call, scope: scope) else { continue }
                found.append(bound)
            }
            return found
        }
    }

    private static func bind(_ parameters: [FontParameter], to call: FunctionCallExprSyntax, scope: String) -> [String: FontTerm]? {
        let builder = FontTermBuilder(scope: scope)
        var arguments = Array(call.arguments)[...]
        var bound: [String: FontTerm] = [:]
        for parameter in parameters {
            if let argument = arguments.first, argument.label?.text == parameter.label {
                bound[parameter.name] = parameter.isFont ? builder.term(argument.expression) : builder.size(argument.expression)
                arguments = arguments.dropFirst()
            } else if let fallback = parameter.fallback {
                bound[parameter.name] = fallback
            } else {
                return nil
            }
        }
        return arguments.isEmpty ? bound : nil
    }
}
