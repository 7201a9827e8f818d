import Foundation

/// Validates JSON or YAML documents against a JSON schema with Python's `jsonschema` (and PyYAML for
/// YAML), which `scripts/install-deps --test` installs. Without them the check fails with status 3;
/// it never skips. YAML is read as YAML 1.2 reads booleans (only `true` and `false`), as GitHub does:
/// a workflow's `on:` key stays the string "on".
public enum JSONSchemaCheck {
    /// The kind of document.
    public enum Format: String, Sendable {
        case json, yaml
    }

    static let validator = """
    import json, re, sys
    try:
        import jsonschema
    except ImportError:
        print("the Python module 'jsonschema' is missing: install python3-jsonschema (scripts/install-deps --test)")
        sys.exit(3)
    schema_path, document_path, kind = sys.argv[1:]
    with open(schema_path) as f: schema = json.load(f)
    with open(document_path) as f: text = f.read()
    if kind == "yaml":
        try:
            import yaml
        except ImportError:
            print("the Python module 'yaml' is missing: install python3-yaml (scripts/install-deps --test)")
            sys.exit(3)
        class Loader(yaml.SafeLoader): pass
        Loader.yaml_implicit_resolvers = {key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
                                          for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
        Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
        document = yaml.load(text, Loader=Loader)
    else:
        document = json.loads(text)
    errors = sorted(jsonschema.validators.validator_for(schema)(schema).iter_errors(document), key=str)
    for error in errors: print(list(error.absolute_path), error.message)
    sys.exit(1 if errors else 0)
    """

    /// Validates `document` against the schema file at `schema`: exit status 0 when it validates, 1 with
    /// each violation in the output when it does not, 3 when a Python module is missing.
    public static func validate(_ document: String, as format: Format, schema: URL) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-schema-\(UUID().uuidString).\(format.rawValue)")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", validator, schema.path, file.path, format.rawValue],
                                           in: FileManager.default.temporaryDirectory)
        return (result.status, result.stdout + result.stderr)
    }
}
