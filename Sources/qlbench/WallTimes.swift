import LayoutCore
import LayoutPipeline
import LayoutRender
import LayoutScript

/// The wall-time figures of SPEC section 7 and issue 12, medians of `runs` runs: script scale,
/// full layouts of the trees, the ASCII render, end-to-end renders of tree (b) (in a child
/// process), save-to-frame latency, this process's peak memory.
struct WallTimes {
  let runs: Int
  let randomTreePath: String?

  /// Measures every figure; (c) only with its script.
  func figures() -> FigureTable {
    var table = FigureTable()
    ScriptScale.addFigures(runs: runs, to: &table)
    let trees = TreeKey.allCases.compactMap { BenchTree.make($0, randomTreePath: randomTreePath) }
    for tree in trees { addLayout(of: tree, to: &table) }
    if let first = trees.first { addRenders(of: first, to: &table) }
    EndToEnd.addFigures(runs: 3, to: &table)
    for style in SaveLatency.Style.allCases {
      guard let latency = SaveLatency.measure(ListScript.source(cells: 1), saves: max(runs, 20), style: style) else { continue }
      let key = style == .inPlace ? "in_place" : "rename"
      table.add(Figure(key: "save_to_frame_\(key)_ms", label: "save → frame, saved \(style.rawValue) (watch mode, one list cell)",
                       value: latency.median, unit: "ms", comparison: "target ≤ 10 ms"))
      table.add(Figure(key: "renders_per_save_\(key)", label: "renders per save, saved \(style.rawValue)", value: latency.rendersPerSave,
                       unit: "", comparison: "target 1"))
    }
    if let peak = Measure.peakMemoryMiB() {
      table.add(Figure(key: "peak_memory_mib", label: "peak memory", value: peak, unit: "MiB", comparison: "", decimals: 1))
    }
    return table
  }

  /// The median of full layouts of `tree`, leaves per millisecond and the measurement count.
  private func addLayout(of tree: BenchTree, to table: inout FigureTable) {
    var measurements = 0
    let milliseconds = Measure.medianMilliseconds(runs: runs) {
      measurements = Pipeline.layout(tree.script, options: BenchTree.options).result?.log.totalMeasurements ?? 0
    }
    let key = tree.key.rawValue
    table.add(Figure(key: "layout_\(key)_ms", label: "\(tree.name): full layout", value: milliseconds, unit: "ms", comparison: "median of \(runs)"))
    table.add(Figure(key: "leaves_per_ms_\(key)", label: "\(tree.name): leaves per ms", value: Double(tree.script.views.count) / milliseconds,
                     unit: "", comparison: "", decimals: 0))
    let equal = measurements == tree.quickLayoutMeasurements
    table.add(Figure(key: "measurements_\(key)", label: "\(tree.name): measurements", value: Double(measurements), unit: "",
                     comparison: "QuickLayout \(tree.quickLayoutMeasurements)\(equal ? ", equal" : ", DIFFERENT")", decimals: 0))
  }

  /// The ASCII render (picture and table at 100 columns, layout excluded) of one list cell, as
  /// the REPL redraws it after a change, and of `tree`, whose picture is capped to 1,000 rows.
  private func addRenders(of tree: BenchTree, to table: inout FigureTable) {
    let cell = BenchTree.evaluate(ListScript.source(cells: 1), path: "cell.ql")
    for (key, name, script) in [("cell", "one list cell", cell), (tree.key.rawValue, tree.name, tree.script)] {
      guard let result = Pipeline.layout(script, options: BenchTree.options).result else { continue }
      let milliseconds = Measure.medianMilliseconds(runs: runs) {
        _ = AsciiReport(script: script, result: result, title: name, options: PictureOptions(columns: 100)).text
      }
      table.add(Figure(key: "ascii_render_\(key)_ms", label: "ASCII render of \(name)", value: milliseconds, unit: "ms",
                       comparison: "layout excluded"))
    }
  }
}
