extension DefinitionIndex {
    /// ``resolve(_:alternatives:)``, and when a type written at the site resolves from its scope to a nearer type
    /// without the member (`Constants` nested as a `private enum` in an extension in another file), the type of
    /// that name at the top level: code that compiles names the type that has the member.
    func resolveShadowed(_ symbol: SymbolReference, alternatives: Set<String> = []) -> Declaration? {
        if let found = resolve(symbol, alternatives: alternatives) { return found }
        guard case .type = symbol.root, !symbol.scope.isEmpty else { return nil }
        var outer = symbol
        outer.scope = ""
        return resolve(outer, alternatives: alternatives)
    }
}
