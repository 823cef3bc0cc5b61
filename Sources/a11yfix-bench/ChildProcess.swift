import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a spawned process ended, with the resources the kernel accounted to it.
struct ChildResult {
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case timedOut
    }

    var termination: Termination
    var wallSeconds: Double
    var userSeconds: Double
    var systemSeconds: Double
    var maximumResidentBytes: Int
    /// The bench's own resident size when it spawned the child: a floor under `maximumResidentBytes`
    /// on Linux (see `resetPeakResidentSize`). Nil where it cannot be read.
    var spawnerResidentBytes: Int?
    var standardError: String

    /// User plus system time: the work done, whatever else the machine was doing.
    var cpuSeconds: Double { userSeconds + systemSeconds }

    var summary: String {
        switch termination {
        case let .exited(status): return "exit status \(status)"
        case let .signaled(signal): return "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
        case .timedOut: return "timed out and was killed"
        }
    }
}

/// Spawns a program with `posix_spawn` and reaps it with `wait4`, which returns the child's own
/// rusage (peak RSS, CPU time). Foundation's `Process` reaps children itself and hides that.
enum ChildProcess {
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Standard output is discarded; standard error goes to a temporary file rather than a pipe, so a
    /// chatty child never blocks on a full pipe and the bench needs no reader thread while it times it.
    static func run(_ executable: String, _ arguments: [String], environment overrides: [String: String] = [:],
                    timeout: TimeInterval) throws -> ChildResult {
        let errorPath = temporaryPath()
        defer { unlink(errorPath) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var environment = ProcessInfo.processInfo.environment
        for (name, value) in overrides { environment[name] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        resetPeakResidentSize()
        let spawnerResident = currentResidentBytes()
        var pid: pid_t = 0
        let started = DispatchTime.now().uptimeNanoseconds
        let spawnStatus = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawnStatus == 0 else {
            throw SpawnError(description: "cannot run \(executable): \(String(cString: strerror(spawnStatus)))")
        }

        let watchdog = Watchdog(pid: pid, timeout: timeout)
        // Wait without reaping first, so the watchdog can never signal a recycled pid.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        let ended = DispatchTime.now().uptimeNanoseconds
        let timedOut = watchdog.disarm()

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}

        let termination: ChildResult.Termination
        if timedOut {
            termination = .timedOut
        } else if status & 0x7F == 0 {
            termination = .exited((status >> 8) & 0xFF)
        } else {
            termination = .signaled(status & 0x7F)
        }
        return ChildResult(
            termination: termination,
            wallSeconds: Double(ended - started) / 1e9,
            userSeconds: seconds(usage.ru_utime),
            systemSeconds: seconds(usage.ru_stime),
            maximumResidentBytes: residentBytes(usage),
            spawnerResidentBytes: spawnerResident,
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    private static func residentBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        // Linux reports ru_maxrss in kilobytes.
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// posix_spawn starts the child on the parent's address space (vfork), and at exec Linux folds
    /// that address space's peak RSS into the child's ru_maxrss: every child would report at least
    /// the bench's own peak. Resetting the peak to the current size first (clear_refs, Linux 4.0+)
    /// leaves only the bench's current size as a floor.
    private static func resetPeakResidentSize() {
        #if os(Linux)
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
        #endif
    }

    private static func currentResidentBytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else {
            return nil
        }
        return kilobytes * 1024
        #else
        return nil
        #endif
    }

    private static var temporaryCounter = 0

    private static func temporaryPath() -> String {
        temporaryCounter += 1
        return (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("a11yfix-bench-\(getpid())-\(temporaryCounter).stderr")
    }
}

/// Kills a child that outlives its timeout, so a hung a11yfix cannot hang the bench.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = true
    private var fired = false

    init(pid: pid_t, timeout: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
            lock.lock()
            defer { lock.unlock() }
            if armed {
                fired = true
                kill(pid, SIGKILL)
            }
        }
    }

    /// Stops the watchdog; returns whether it had already killed the child.
    func disarm() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        armed = false
        return fired
    }
}
