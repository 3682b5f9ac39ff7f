import Foundation
import Glibc

/// The wall time and peak resident memory of one child process, measured from a small one.
///
/// Linux counts a child's peak (`wait4`'s `ru_maxrss`) from the memory it was spawned from: a
/// process made by `fork` or `posix_spawn` starts as its parent's image, whose resident size is
/// kept as the child's high-water mark when it `exec`s. Spawned straight from this benchmark,
/// which holds the trees it lays out, a render would show this benchmark's peak whenever it is
/// the larger. So qlbench runs itself again (`--peak-of COMMAND…`), a fresh process of a few
/// MiB, which spawns the command and reports what `wait4` says of it.
enum ChildPeak {
  /// The argument that makes qlbench the small measuring process.
  static let flag = "--peak-of"

  /// Runs `command` (its output thrown away) through a fresh qlbench: wall time in milliseconds
  /// and peak resident memory in MiB; nil when it cannot run or fails.
  static func measure(_ command: [String]) -> (milliseconds: Double, peakMiB: Double)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Executable.qlbench)
    process.arguments = [flag] + command
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard process.terminationStatus == 0, fields.count == 2 else { return nil }
    return (fields[0], fields[1] / 1024)
  }

  /// The measuring process: spawns `command` with its output to /dev/null, waits for it and
  /// prints "MILLISECONDS PEAK-KIB"; exits with status 1 when the command cannot run or fails.
  static func report(_ command: [String]) -> Never {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = command.map { strdup($0) } + [nil]
    let start = ContinuousClock.now
    var child: pid_t = 0
    guard !command.isEmpty, posix_spawn(&child, command[0], &actions, nil, &argv, environ) == 0 else { exit(1) }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(child, &status, 0, &usage) == child, status == 0 else { exit(1) }
    print("\((ContinuousClock.now - start).milliseconds) \(usage.ru_maxrss)")
    exit(0)
  }
}
