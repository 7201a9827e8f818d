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

    @Test func inputIsTheStandardInputUpToItsLimit() throws {
        let echoed = Subprocess.output(["cat"], input: Data("one\ntwo\n".utf8))
        #expect(echoed.flatMap { String(data: $0, encoding: .utf8) } == "one\ntwo\n")
        let full = Data(repeating: 0x61, count: Subprocess.inputLimit)
        #expect(Subprocess.output(["wc", "-c"], input: full).flatMap { String(data: $0, encoding: .utf8) }?
            .trimmingCharacters(in: .whitespacesAndNewlines) == String(Subprocess.inputLimit))
        #expect(Subprocess.output(["cat"], input: Data(repeating: 0x61, count: Subprocess.inputLimit + 1)) == nil)
        #expect(Subprocess.output(["sh", "-c", "cat >/dev/null; exit 1"], input: Data("x".utf8)) == nil)
        #expect(Subprocess.output(["cat"]) == Data(), "without input, standard input is empty")
    }
}
