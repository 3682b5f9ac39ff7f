import Foundation

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
  /// memory of that process alone (`ChildPeak`); nil when qlrepl cannot run or fails.
  private static func render(_ path: String, format: String) -> (milliseconds: Double, peakMiB: Double)? {
    ChildPeak.measure([Executable.qlrepl, "render", path, "--format", format])
  }
}
