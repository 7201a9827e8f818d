@testable import DocGenKit
import Foundation
import Testing

/// The launcher git is read through: output captured, failures and missing tools are `nil`, the
/// environment is docgen's with the given variables added.
@Suite struct SubprocessTests {
    @Test func outputIsCapturedAndFailuresAreNil() throws {
        #expect(Subprocess.output(["sh", "-c", "printf 'one\\ntwo'"]).flatMap { String(data: $0, encoding: .utf8) } == "one\ntwo")
        #expect(Subprocess.output(["sh", "-c", "echo oops >&2; exit 3"]) == nil)
        #expect(Subprocess.output(["docgen-no-such-tool-here"]) == nil)
        #expect(Subprocess.output([]) == nil)
        let big = try #require(Subprocess.output(["sh", "-c", "head -c 200000 /dev/zero"]))
        #expect(big.count == 200_000, "more than a pipe's buffer")
    }

    @Test func theEnvironmentIsDocgensWithAdditions() {
        let output = Subprocess.output(["sh", "-c", "printf '%s|%s' \"$DOCGEN_SUBPROCESS_TEST\" \"${PATH:+path}\""],
                                       environment: ["DOCGEN_SUBPROCESS_TEST": "a b"])
        #expect(output.flatMap { String(data: $0, encoding: .utf8) } == "a b|path")
    }
}
