import Foundation

/// The official SARIF 2.1.0 JSON schema (a test resource, `Resources/sarif-schema-2.1.0.json`) and a
/// validator for it: Python's `jsonschema`, which the test command installs (`python3-jsonschema`).
/// Without the module validation fails with exit status 3; it never skips.
enum SARIFSchema {
    static var url: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the SARIF schema is not among the test resources"])
            }
            return url
        }
    }

    static let validator = """
    import json, sys
    try:
        import jsonschema
    except ImportError:
        print("the Python module 'jsonschema' is missing: install python3-jsonschema to validate SARIF")
        sys.exit(3)
    with open(sys.argv[1]) as f: schema = json.load(f)
    with open(sys.argv[2]) as f: log = json.load(f)
    errors = sorted(jsonschema.validators.validator_for(schema)(schema).iter_errors(log), key=str)
    for error in errors: print(list(error.absolute_path), error.message)
    sys.exit(1 if errors else 0)
    """

    /// Validates `sarif` against the schema: exit status 0 when it validates, 1 with each violation
    /// in the output when it does not, 3 when `jsonschema` is missing.
    static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", validator, try url.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
