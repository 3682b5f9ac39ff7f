import Foundation
import Glibc

/// The end-to-end figures of issue 12: `qlrepl render` of tree (b) written as a script (10,000
/// list cells, 40,000 views), run as a separate process with its output thrown away: wall time
/// and the process's peak resident memory, per output format.
enum EndToEnd {
  /// The formats measured, with their goal ("" where the issue sets none).
  static let formats: [(name: String, goal: String)] = [("json", "target ≤ 1,500 ms, ≤ 60 MiB"), ("tree", "streamed"),
                                                        ("svg", "streamed"), ("ascii", "picture capped")]

  /// Adds a time and a memory figure per format: the median of `runs` renders, and their peak.
  static func addFigures(runs: Int, to table: inout FigureTable) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qlbench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tree-b.ql").path
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
          (try? ListScript.source(cells: 10_000).write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return }
    for format in formats {
      var times: [Double] = []
      var peak = 0.0
      for _ in 0..<runs {
        guard let run = render(path, format: format.name) else { return }
        times.append(run.milliseconds)
        peak = max(peak, run.peakMiB)
      }
      times.sort()
      table.add(Figure(key: "render_b_\(format.name)_ms", label: "qlrepl render of tree (b) as a script, --format \(format.name)",
                       value: times[times.count / 2], unit: "ms", comparison: format.goal, decimals: 0))
      table.add(Figure(key: "render_b_\(format.name)_mib", label: "  its peak resident memory", value: peak, unit: "MiB",
                       comparison: "", decimals: 1))
    }
  }

  /// One `qlrepl render PATH --format FORMAT` with its output to /dev/null: wall time and peak
  /// memory of that process alone; nil when qlrepl cannot run or fails.
  private static func render(_ path: String, format: String) -> (milliseconds: Double, peakMiB: Double)? {
    let arguments = [Executable.qlrepl, "render", path, "--format", format]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let start = ContinuousClock.now
    var child: pid_t = 0
    guard posix_spawn(&child, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(child, &status, 0, &usage) == child, status == 0 else { return nil }
    return ((ContinuousClock.now - start).milliseconds, Double(usage.ru_maxrss) / 1024)
  }
}
