import Foundation

/// Issue 22's speed figures over a folder of real-code scripts (`--corpus FOLDER`): each file's
/// `qlrepl check` and `qlrepl render --format json`, run as separate processes, the best of
/// `runs` of each (the machine's other work only ever adds to a run); the start-up is `qlrepl check` of an empty script, the goals a check within
/// 30 ms of it and a render within 50 ms.
enum CorpusBench {
  static func figures(folder: String, runs: Int) -> FigureTable {
    var table = FigureTable()
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".ql") }.sorted()
    guard !files.isEmpty else { fail("--corpus: no .ql files in \(folder)") }
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("qlbench-empty-\(UUID().uuidString).ql").path
    defer { try? FileManager.default.removeItem(atPath: empty) }
    guard FileManager.default.createFile(atPath: empty, contents: Data("let _unused = 0\n".utf8)) else { fail("cannot write \(empty)") }
    let startUp = best(runs) { ChildPeak.measure([Executable.qlrepl, "check", empty])?.milliseconds }
    var checks: [(file: String, ms: Double)] = [], renders: [(file: String, ms: Double)] = []
    for file in files {
      let path = (folder as NSString).appendingPathComponent(file)
      checks.append((file, best(runs) { ChildPeak.measure([Executable.qlrepl, "check", path])?.milliseconds }))
      renders.append((file, best(runs) { ChildPeak.measure([Executable.qlrepl, "render", path, "--format", "json"])?.milliseconds }))
    }
    let slowestCheck = checks.max { $0.ms < $1.ms }!, slowestRender = renders.max { $0.ms < $1.ms }!
    let overStartUp = slowestCheck.ms - startUp
    table.add(Figure(key: "corpus_files", label: "corpus files", value: Double(files.count), unit: "", comparison: folder, decimals: 0))
    table.add(Figure(key: "corpus_startup_ms", label: "qlrepl check of an empty script (start-up)", value: startUp, unit: "ms",
                     comparison: "", decimals: 1))
    table.add(Figure(key: "corpus_check_median_ms", label: "qlrepl check, median file", value: medianOf(checks.map(\.ms)), unit: "ms",
                     comparison: "", decimals: 1))
    table.add(Figure(key: "corpus_check_over_startup_ms", label: "qlrepl check, slowest file, beyond start-up", value: overStartUp,
                     unit: "ms", comparison: "goal ≤ 30 ms (\(overStartUp <= 30 ? "met" : "NOT MET")): \(slowestCheck.file)", decimals: 1))
    table.add(Figure(key: "corpus_render_median_ms", label: "qlrepl render --format json, median file", value: medianOf(renders.map(\.ms)),
                     unit: "ms", comparison: "", decimals: 1))
    table.add(Figure(key: "corpus_render_max_ms", label: "qlrepl render --format json, slowest file", value: slowestRender.ms, unit: "ms",
                     comparison: "goal ≤ 50 ms (\(slowestRender.ms <= 50 ? "met" : "NOT MET")): \(slowestRender.file)", decimals: 1))
    return table
  }

  /// The best of `runs` measurements; a run that fails fails the benchmark.
  private static func best(_ runs: Int, _ measure: () -> Double?) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      guard let time = measure() else { fail("a qlrepl run failed") }
      times.append(time)
    }
    return times.min()!
  }

  private static func medianOf(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
