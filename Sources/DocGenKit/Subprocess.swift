import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a short-lived tool and reads what it prints, with `posix_spawnp`: Foundation's `Process` costs
/// about 30 ms a launch on Linux (it closes every descriptor up to the limit), which a build that asks
/// git five questions would pay on every run, no-op rebuilds included.
enum Subprocess {
    /// The most standard input ``output(_:environment:input:)`` takes: what a pipe holds on every system
    /// (written whole before the tool starts, so that neither side waits for the other).
    static let inputLimit = 16_384

    /// The standard output of `arguments` (the first is looked up in `PATH`), with `environment` added to
    /// docgen's own; `nil` when it cannot start or exits with a failure. Standard input is `input` (at most
    /// ``inputLimit`` bytes; more is refused with `nil`), else `/dev/null`; standard error is `/dev/null`.
    static func output(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil) -> Data? {
        guard let tool = arguments.first else { return nil }
        var inputFDs: [Int32] = [-1, -1]
        if let input {
            guard input.count <= inputLimit, pipe(&inputFDs) == 0 else { return nil }
            let written = input.withUnsafeBytes { write(inputFDs[1], $0.baseAddress, $0.count) }
            close(inputFDs[1])
            guard written == input.count else {
                close(inputFDs[0])
                return nil
            }
        }
        defer { if inputFDs[0] >= 0 { close(inputFDs[0]) } }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        if inputFDs[0] >= 0 {
            posix_spawn_file_actions_adddup2(&actions, inputFDs[0], 0)
            posix_spawn_file_actions_addclose(&actions, inputFDs[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = merged.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let started = posix_spawnp(&pid, tool, &actions, nil, argv, envp)
        close(fds[1])
        guard started == 0 else {
            close(fds[0])
            return nil
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count > 0 {
                data.append(buffer, count: count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (low seven bits zero) with status 0.
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0 ? data : nil
    }
}
