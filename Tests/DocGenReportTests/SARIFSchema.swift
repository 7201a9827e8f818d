import DocGenTestSupport
import Foundation

/// The official SARIF 2.1.0 JSON schema (a test resource, `Resources/sarif-schema-2.1.0.json`), checked
/// with ``JSONSchemaCheck`` (Python's `jsonschema`; without it validation fails with status 3, never skips).
enum SARIFSchema {
    static var url: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the SARIF schema is not among the test resources"])
            }
            return url
        }
    }

    /// Validates `sarif` against the schema: exit status 0 when it validates, 1 with each violation
    /// in the output when it does not, 3 when `jsonschema` is missing.
    static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        try JSONSchemaCheck.validate(sarif, as: .json, schema: try url)
    }
}
