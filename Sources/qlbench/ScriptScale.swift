import LayoutScript

/// The script-scale figures of issue 12: `check` of 10,000 lines of either shape (top-level
/// `let` views, inline views), measured in this process so start-up is left out, and the cost
/// of 1,000 views sharing their names against 1,000 distinctly named ones, and how the search
/// for unused declarations grows with the script (5,000 against 1,000 unused views).
enum ScriptScale {
  /// 8,000 top-level `let` views and the 2,000 body lines that place them: 10,005 lines.
  static func topLevelLets() -> String {
    var lines = ["canvas(width: 375, height: .infinity, mode: .fit, scale: 2)"]
    lines.reserveCapacity(10_010)
    for index in 0..<8_000 { lines.append("let label\(index) = UILabel(text: \"Label \(index)\")") }
    lines += ["var body: Layout {", "  VStack {"]
    for row in stride(from: 0, to: 8_000, by: 4) {
      lines.append("    " + (row..<row + 4).map { "label\($0)" }.joined(separator: "; "))
    }
    lines += ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// 1,000 cells of four views, named alike in every cell (`.named("title")`) or apart.
  static func namedCells(alike: Bool) -> String {
    let cells = (0..<1_000).map { index in
      let suffix = alike ? "" : "\(index)"
      return """
            HStack {
              UIImageView(width: 40, height: 40).named("image\(suffix)")
              VStack { UILabel(text: "Item \(index)").named("title\(suffix)"); UILabel(text: "Sub").named("subtitle\(suffix)") }
              UIButton(title: "Go").named("button\(suffix)")
            }
        """
    }
    return "var body: Layout {\n  VStack {\n" + cells.joined(separator: "\n") + "\n  }\n}\n"
  }

  /// `count` top-level views that nothing places: `count` "never used" warnings.
  static func unusedViews(_ count: Int) -> String {
    (0..<count).map { "let v\($0) = UIView()\n" }.joined()
  }

  /// Adds the figures, each a median of `runs` evaluations.
  static func addFigures(runs: Int, to table: inout FigureTable) {
    let inline = ListScript.source(cells: 1_000)
    for (key, name, source) in [("lets", "top-level let views", topLevelLets()), ("inline", "inline views", inline)] {
      let lines = source.split(separator: "\n").count
      let milliseconds = Measure.medianMilliseconds(runs: runs) { _ = BenchTree.evaluate(source, path: "\(key).ql") }
      table.add(Figure(key: "check_\(key)_ms", label: "check of \(lines) lines of \(name), beyond start-up",
                       value: milliseconds, unit: "ms", comparison: "target ≤ 100 ms"))
    }
    let distinct = namedCells(alike: false), alike = namedCells(alike: true)
    var times = (distinct: Double.infinity, alike: Double.infinity)
    for _ in 0..<3 {
      times.distinct = min(times.distinct, Measure.medianMilliseconds(runs: runs) { _ = BenchTree.evaluate(distinct, path: "distinct.ql") })
      times.alike = min(times.alike, Measure.medianMilliseconds(runs: runs) { _ = BenchTree.evaluate(alike, path: "alike.ql") })
    }
    table.add(Figure(key: "equal_names_ratio", label: "1,000 cells named alike against named apart", value: times.alike / times.distinct,
                     unit: "×", comparison: "target ≤ 1.5×"))
    let small = unusedViews(1_000), large = unusedViews(5_000)
    let growth = Measure.medianMilliseconds(runs: runs) { _ = BenchTree.evaluate(large, path: "large.ql") }
      / Measure.medianMilliseconds(runs: runs) { _ = BenchTree.evaluate(small, path: "small.ql") }
    table.add(Figure(key: "unused_declarations_growth", label: "5,000 unused declarations against 1,000 (linear: 5×, quadratic: 25×)",
                     value: growth, unit: "×", comparison: "target < 10×"))
  }
}
