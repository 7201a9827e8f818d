import Yams

extension ConfigLoader {
    /// Reads `products:`: each with a slug id and a name, ids unique.
    static func products(_ nodes: [Yams.Node], _ reader: YAMLReader) -> [Product] {
        var products: [Product] = []
        var first: [String: SourceLocation] = [:]
        for node in nodes {
            guard let map = reader.mapping(node, "an entry of 'products'") else { continue }
            let id = map.string("id", required: true, in: "a product")
            let name = map.string("name", required: true, in: id.map { "product '\($0)'" } ?? "a product")
            let product = Product(
                id: id ?? "", name: name ?? "", version: map.string("version"), description: map.string("description"),
                platform: map.string("platform"), evaluator: map.string("evaluator"), contact: map.string("contact"),
                methods: map.string("methods"), scope: map.string("scope"),
                statements: map.value("conformance").map { $0.isNull ? [] : CriterionStatement.parse($0, reader: reader) } ?? [],
                location: map.location(ofValue: "id"))
            map.rejectUnknownKeys(in: "a product")
            guard let id, name != nil else { continue }
            if !Slug.isValid(id) {
                reader.error("product id '\(id)' must be a slug: lowercase letters, digits, '-', '_' or '.', starting with a letter or digit",
                             at: map.location(ofValue: "id"))
                continue
            }
            if let original = first[id] {
                reader.record(Diagnostic(.error, "duplicate product id '\(id)'", at: product.location, step: .config,
                                         notes: [Diagnostic(.note, "'\(id)' is first defined here", at: original, step: .config)]))
                continue
            }
            first[id] = product.location
            products.append(product)
        }
        return products
    }
}
