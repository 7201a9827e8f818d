import DocGenFuzzing
import Foundation

// The libFuzzer binary built by scripts/fuzz with -sanitize=fuzzer,address. DOCGEN_FUZZ_TARGET
// names the FuzzTarget to run. SwiftPM links an executable's entry point as `<module>_main`, so
// that entry point hands over to libFuzzer's driver.

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

nonisolated(unsafe) private var target = FuzzTarget.markdown

@_cdecl("docgen_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let name = ProcessInfo.processInfo.environment["DOCGEN_FUZZ_TARGET"] ?? "markdown"
    guard let chosen = FuzzTarget(rawValue: name) else {
        let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("unknown DOCGEN_FUZZ_TARGET '\(name)'; targets: \(targets)\n".utf8))
        return 2
    }
    target = chosen
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { bytes, size in testOneInput(bytes, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let bytes else { return 0 }
    target.run(Data(bytes: bytes, count: size))
    return 0
}
